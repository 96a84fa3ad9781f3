/// Draws a document for one terminal: its width, its colours, its glyphs.
public struct TerminalRenderer: Sendable {
    public var capabilities: TerminalCapabilities

    public init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// The whole document, ending in exactly one newline. Every piece of text is stripped of
    /// control characters first: titles and names come from users and must not reach the
    /// terminal as commands.
    public func render(_ document: Document) -> String {
        var lines = document.blocks.flatMap(lines(for:))
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func lines(for block: Block) -> [String] {
        switch block {
        case let .heading(text, role):
            heading(TerminalText.sanitized(text), role: role)
        case let .text(text, role, tone):
            role == .code
                ? [styler.paint(TerminalText.sanitized(text), style(role, tone))]
                : paragraph(TerminalText.sanitized(text), style: style(role, tone))
        case let .sentence(cell, role, tone):
            paragraph(TerminalText.sanitized(cell.text), style: style(role, tone))
        case let .status(symbol, text, tone):
            status(symbol, TerminalText.sanitized(text), tone: tone)
        case let .card(card):
            CardLayout(card: card, capabilities: capabilities, styler: styler).lines()
        case let .table(table):
            TableLayout(table: table, capabilities: capabilities, styler: styler).lines()
        case let .picture(picture):
            PictureLayout(picture: picture, capabilities: capabilities).lines()
        case let .timeline(timeline):
            TimelineLayout(timeline: timeline, capabilities: capabilities, styler: styler).lines()
        case let .spacer(spacing):
            Array(repeating: "", count: spacing.lines)
        }
    }

    var styler: TerminalStyler {
        TerminalStyler(colorLevel: capabilities.colorLevel)
    }

    private func style(_ role: TypographyRole, _ tone: Tone) -> TextStyle {
        var style = role.style
        if tone != .plain {
            style.tone = tone
        }
        return style
    }

    private func heading(_ text: String, role: TypographyRole) -> [String] {
        var lines = [styler.paint(text, role.style)]
        if role.isUnderlined {
            let rule = capabilities.unicode ? "═" : "="
            let width = min(TerminalText.displayWidth(of: text), capabilities.width)
            lines.append(styler.paint(String(repeating: rule, count: width), role.style))
        }
        return lines
    }

    private func paragraph(_ text: String, style: TextStyle) -> [String] {
        TerminalText.wrapped(text, toWidth: capabilities.width).map { styler.paint($0, style) }
    }

    /// Continuation lines hang under the text, not under the symbol.
    private func status(_ symbol: Symbol, _ text: String, tone: Tone) -> [String] {
        let prefix = symbol.text(unicode: capabilities.unicode) + " "
        let indent = TerminalText.displayWidth(of: prefix)
        let style = TextStyle(tone: tone)
        let lines = TerminalText.wrapped(text, toWidth: capabilities.width - indent)
        return lines.enumerated().map { index, line in
            index == 0
                ? styler.paint(prefix + line, style)
                : String(repeating: " ", count: indent) + styler.paint(line, style)
        }
    }
}
