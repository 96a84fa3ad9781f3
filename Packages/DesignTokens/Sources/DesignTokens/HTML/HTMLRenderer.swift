/// Draws a document as an HTML fragment for a browser page: the same blocks the terminal draws,
/// their look left to `StyleSheet.css` through classes. Nothing in the output sets a style or
/// runs script (the pages' Content-Security-Policy forbids both inline), every text is escaped,
/// and the same document always gives the same bytes.
public struct HTMLRenderer: Sendable {
    /// The level of a hero heading; sections and card titles are the next levels down. A page
    /// with its own `<h1>` embeds a feature's document at 2.
    public let topHeadingLevel: Int
    /// Where a table cell leads, by its column's title: the page knows its addresses (an event's
    /// handle opens its dashboard), the document does not.
    public let links: [String: @Sendable (String) -> String]
    /// The boxes that choose a table's rows, for the page's form; nil for none.
    public let selection: TableSelection?

    public init(topHeadingLevel: Int = 1, links: [String: @Sendable (String) -> String] = [:], selection: TableSelection? = nil) {
        self.topHeadingLevel = min(max(topHeadingLevel, 1), 6)
        self.links = links
        self.selection = selection
    }

    /// The blocks in order, each ending in a line break.
    public func render(_ document: Document) -> String {
        var writer = HTMLWriter()
        write(document, to: &writer)
        return writer.output
    }

    /// The document inside `<section id="…" class="document">`: the unit a page redraws live by
    /// replacing the element with that id.
    public func render(_ document: Document, sectionID: String) -> String {
        var writer = HTMLWriter()
        writer.open("section", ["id": sectionID, "class": "document"])
        writer.newline()
        write(document, to: &writer)
        writer.close("section")
        writer.newline()
        return writer.output
    }

    /// A command's answer as a live section: its document, made only now.
    public func render(_ presentation: Presentation, sectionID: String) -> String {
        render(presentation.document, sectionID: sectionID)
    }

    private func write(_ document: Document, to writer: inout HTMLWriter) {
        for block in document.blocks {
            write(block, to: &writer)
            writer.newline()
        }
    }

    private func write(_ block: Block, to writer: inout HTMLWriter) {
        switch block {
        case let .heading(text, role):
            writer.element(headingTag(role), ["class": CSSName.role(role)], text: text)
        case let .text(text, role, tone):
            let classes = CSSName.classes(CSSName.role(role), CSSName.tone(tone))
            if role == .code {
                writer.open("p", ["class": classes])
                writer.element("code", text: text)
                writer.close("p")
            } else {
                writer.paragraphs("p", ["class": classes], text: text)
            }
        case let .sentence(cell, role, tone):
            writer.cell("p", ["class": CSSName.classes(CSSName.role(role), CSSName.tone(tone))], cell)
        case let .status(symbol, text, tone):
            writer.open("p", ["class": CSSName.classes("status", CSSName.tone(tone))])
            SymbolMarkup.write(symbol, to: &writer)
            writer.text(" " + text)
            writer.close("p")
        case let .card(card):
            CardMarkup(card: card, headingTag: headingTag(.cardTitle)).write(to: &writer)
        case let .table(table):
            TableMarkup(table: table, links: links, selection: selection).write(to: &writer)
        case let .picture(picture):
            PictureMarkup(picture: picture).write(to: &writer)
        case let .timeline(timeline):
            TimelineMarkup(timeline: timeline).write(to: &writer)
        case let .spacer(spacing):
            writer.element("div", ["class": CSSName.space(spacing)], text: "")
        }
    }

    /// Hero, then section, then everything smaller (card titles among them), one level each.
    private func headingTag(_ role: TypographyRole) -> String {
        let depth = switch role {
        case .hero: 0
        case .section: 1
        case .cardTitle, .body, .caption, .code: 2
        }
        return "h\(min(topHeadingLevel + depth, 6))"
    }
}
