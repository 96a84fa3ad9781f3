/// One attribute of an element. Names come from this type's constructors, never from text a
/// page was given; values are escaped when written. An empty value leaves the attribute out,
/// but for `data-…`, whose presence is what a script looks for, and `value`.
public struct Attribute: Hashable, Sendable {
    let name: String
    let value: String
    let written: Bool

    private init(_ name: String, _ value: String, always: Bool = false) {
        self.name = name
        self.value = value
        written = always || !value.isEmpty
    }

    public static func id(_ value: String) -> Attribute { Attribute("id", value) }
    public static func `class`(_ names: String...) -> Attribute { classes(names) }
    /// The class names that are not empty.
    public static func classes(_ names: [String]) -> Attribute { Attribute("class", names.filter { !$0.isEmpty }.joined(separator: " ")) }
    public static func href(_ value: String) -> Attribute { Attribute("href", value) }
    public static func src(_ value: String) -> Attribute { Attribute("src", value) }
    public static func alt(_ value: String) -> Attribute { Attribute("alt", value) }
    public static func type(_ value: String) -> Attribute { Attribute("type", value) }
    public static func name(_ value: String) -> Attribute { Attribute("name", value) }
    /// Written even when empty: an option or field without one would send its text instead.
    public static func value(_ value: String) -> Attribute { Attribute("value", value, always: true) }
    public static func action(_ value: String) -> Attribute { Attribute("action", value) }
    public static func method(_ value: String) -> Attribute { Attribute("method", value) }
    public static func `for`(_ value: String) -> Attribute { Attribute("for", value) }
    public static func role(_ value: String) -> Attribute { Attribute("role", value) }
    public static func datetime(_ value: String) -> Attribute { Attribute("datetime", value) }
    public static func download(_ value: String) -> Attribute { Attribute("download", value) }
    public static func autocomplete(_ value: String) -> Attribute { Attribute("autocomplete", value) }
    public static func inputmode(_ value: String) -> Attribute { Attribute("inputmode", value) }
    public static func enctype(_ value: String) -> Attribute { Attribute("enctype", value) }
    public static func accept(_ value: String) -> Attribute { Attribute("accept", value) }
    public static func min(_ value: String) -> Attribute { Attribute("min", value) }
    public static func max(_ value: String) -> Attribute { Attribute("max", value) }
    public static func step(_ value: String) -> Attribute { Attribute("step", value) }
    public static func rows(_ value: Int) -> Attribute { Attribute("rows", String(value)) }
    public static func width(_ value: Int) -> Attribute { Attribute("width", String(value)) }
    public static func height(_ value: Int) -> Attribute { Attribute("height", String(value)) }
    public static func pattern(_ value: String) -> Attribute { Attribute("pattern", value) }
    public static func title(_ value: String) -> Attribute { Attribute("title", value) }
    public static func autocapitalize(_ value: String) -> Attribute { Attribute("autocapitalize", value) }
    public static func spellcheck(_ on: Bool) -> Attribute { Attribute("spellcheck", on ? "true" : "false") }
    public static func enterkeyhint(_ value: String) -> Attribute { Attribute("enterkeyhint", value) }
    /// `aria-NAME`: `label`, `live`, `current`, `describedby`, `invalid`, `hidden`...
    public static func aria(_ name: Aria, _ value: String) -> Attribute { Attribute("aria-" + name.rawValue, value) }
    /// `data-NAME` for a page's script; `name` is lower-case letters, digits and hyphens.
    public static func data(_ name: String, _ value: String) -> Attribute {
        precondition(!name.isEmpty && name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D },
                     "a data attribute's name is lower-case letters, digits and hyphens")
        return Attribute("data-" + name, value, always: true)
    }

    /// Attributes that are there or not (`required`, `selected`): present when `on`.
    public static func flag(_ flag: Flag, _ on: Bool = true) -> Attribute { Attribute(flag.rawValue, on ? flag.rawValue : "") }

    public enum Aria: String, Sendable {
        case label, live, current, describedby, invalid, hidden
    }

    public enum Flag: String, Sendable {
        case required, selected, checked, disabled, multiple, `defer`, autofocus, readonly, hidden
        case playsinline, muted
    }
}
