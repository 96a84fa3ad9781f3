extension HTMLWriter {
    /// Writes `node` and everything in it, every text and attribute value escaped.
    mutating func write(_ node: Node) {
        switch node {
        case let .element(tag, attributes, children):
            open(tag, attributes)
            guard !tag.isVoid else { return }
            for child in children { write(child) }
            close(tag.rawValue)
        case let .text(text):
            self.text(text)
        case let .cell(cell):
            inline(cell)
        case let .picture(picture):
            PictureMarkup(picture: picture).write(to: &self)
        case let .paragraphs(tag, attributes, text):
            for paragraph in Self.paragraphs(of: text) {
                write(.tag(tag, attributes, paragraph.enumerated().flatMap { index, line -> [Node] in
                    (index > 0 ? [.tag(.br)] : []) + [.text(String(line))]
                }))
            }
        case let .document(document, level, links, selection):
            output += HTMLRenderer(topHeadingLevel: level, links: links, selection: selection).render(document)
        case let .written(written):
            output += written.html
        case .empty:
            break
        }
    }

    /// `<tag …>`, or `<tag …/>` for a void element.
    private mutating func open(_ tag: Tag, _ attributes: [Attribute]) {
        output += "<"
        output += tag.rawValue
        for attribute in attributes where attribute.written {
            output += " "
            output += attribute.name
            output += "=\""
            HTML.appendEscaped(attribute.value, to: &output)
            output += "\""
        }
        output += tag.isVoid ? "/>" : ">"
    }
}
