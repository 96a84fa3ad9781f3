/// What a piece of text is, from the largest to the smallest; `code` is text to copy exactly
/// (a ticket code): never wrapped, whatever the width.
public enum TypographyRole: String, CaseIterable, Hashable, Sendable {
    case hero, section, cardTitle, body, caption, code

    public var style: TextStyle {
        switch self {
        case .hero: TextStyle(bold: true, tone: .primary)
        case .section, .cardTitle: TextStyle(bold: true)
        case .body, .code: .plain
        case .caption: TextStyle(tone: .muted)
        }
    }

    /// Whether a rule is drawn under the text. The hero is underlined with a rule rather than
    /// an escape code so it still stands out when colour is off.
    public var isUnderlined: Bool { self == .hero }

    /// The type scale where text has sizes (a browser): CSS pixels, each step clearly apart
    /// from its neighbours; code a step under body, as a monospace face looks larger.
    public var pointSize: Int {
        switch self {
        case .hero: 28
        case .section: 22
        case .cardTitle: 18
        case .body: 16
        case .caption: 14
        case .code: 15
        }
    }

    /// The CSS font weight: the terminal's bold is 700, the rest 400.
    public var weight: Int { style.bold ? 700 : 400 }
}
