/// A piece of a web page: an element of a known tag with its attributes and children, a text,
/// or a design-system document. Pages are built from these and written by one writer that
/// escapes every text and attribute value, so no page holds a tag made by string
/// interpolation, and no page escapes anything by hand.
public indirect enum Node: Sendable {
    case element(Tag, [Attribute], [Node])
    case text(String)
    /// A value as the design system shows it: text, or a time said as people do.
    case cell(Cell)
    /// A picture drawn as inline SVG (a ticket's QR code), its label said to screen readers.
    case picture(Picture)
    /// Typed paragraphs kept as typed (blank lines part them, a line break is `<br/>`).
    case paragraphs(Tag, [Attribute], String)
    /// A feature's document, its headings starting at `topHeadingLevel`, its tables' cells
    /// leading where `links` says and their rows chosen by `selection`'s boxes.
    case document(Document, topHeadingLevel: Int, links: [String: @Sendable (String) -> String], selection: TableSelection? = nil)
    /// Nodes written once and kept (a dashboard shown again to the same visitor): only the
    /// writer makes a `Written`, so what it holds was escaped as any node is.
    case written(Written)
    /// Nothing: the node a page leaves out (a form error when there is none).
    case empty

    /// Markup the writer wrote from nodes; nothing else can make one.
    public struct Written: Sendable {
        let html: String

        public init(_ nodes: [Node]) {
            var writer = HTMLWriter()
            for node in nodes { writer.write(node) }
            html = writer.output
        }
    }

    /// `<tag attributes…>children…</tag>`.
    public static func tag(_ tag: Tag, _ attributes: [Attribute] = [], _ children: [Node] = []) -> Node {
        .element(tag, attributes, children)
    }

    /// `<tag attributes…>text</tag>`.
    public static func tag(_ tag: Tag, _ attributes: [Attribute] = [], text: String) -> Node {
        .element(tag, attributes, [.text(text)])
    }

    /// A document embedded in a page under its own `<h1>` (its headings start at 2).
    public static func document(_ document: Document, links: [String: @Sendable (String) -> String] = [:]) -> Node {
        .document(document, topHeadingLevel: 2, links: links)
    }
}
