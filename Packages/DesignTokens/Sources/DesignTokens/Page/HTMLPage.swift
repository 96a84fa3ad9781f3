/// A whole HTML document: its title, its style (linked for the site, carried inside for mail
/// and printouts, which fetch nothing), its scripts, and its body. Every page, mail and printout
/// RushDay writes is one of these, written by the one escaping writer.
public struct HTMLPage: Sendable {
    public var title: String
    public var style: Style
    public var scripts: [String]
    public var body: [Node]

    public enum Style: Sendable {
        /// A stylesheet's address.
        case linked(String)
        /// The CSS itself, in the document's head.
        case embedded(String)
    }

    public init(title: String, style: Style, scripts: [String] = [], body: [Node]) {
        self.title = title
        self.style = style
        self.scripts = scripts
        self.body = body
    }

    public var html: String {
        var writer = HTMLWriter()
        writer.output += "<!DOCTYPE html>\n"
        writer.open("html", ["lang": "en"])
        writer.open("head")
        writer.void("meta", ["charset": "utf-8"])
        writer.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        writer.element("title", text: title)
        switch style {
        case let .linked(path):
            // No icon to fetch: a page makes one request for its frame and one per asset.
            writer.void("link", ["rel": "icon", "href": "data:,"])
            writer.void("link", ["rel": "stylesheet", "href": path])
        case let .embedded(css):
            // CSS is not markup: `</style` cannot occur in a stylesheet made of our own rules.
            precondition(!css.lowercased().contains("</style"), "a stylesheet cannot close its own element")
            writer.open("style")
            writer.output += css
            writer.close("style")
        }
        for script in scripts {
            writer.open("script", ["src": script, "defer": "defer"])
            writer.close("script")
        }
        writer.close("head")
        writer.newline()
        writer.open("body")
        for node in body { writer.write(node) }
        writer.close("body")
        writer.close("html")
        writer.newline()
        return writer.output
    }
}
