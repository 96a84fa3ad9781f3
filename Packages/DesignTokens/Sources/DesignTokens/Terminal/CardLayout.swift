/// A card: the title with its badge, then `label  value` rows with the values in one column.
struct CardLayout {
    let card: Card
    let capabilities: TerminalCapabilities
    let styler: TerminalStyler

    /// Below this many columns for values, wrapping would make a tall thin column that reads
    /// worse than letting the terminal wrap the line.
    private static let narrowestValueColumn = 12

    func lines() -> [String] {
        [titleLine()] + fieldLines()
    }

    private func titleLine() -> String {
        var line = styler.paint(TerminalText.sanitized(card.title), TypographyRole.cardTitle.style)
        if let badge = card.badge {
            let text = "[" + TerminalText.sanitized(badge.text) + "]"
            line += String(repeating: " ", count: Spacing.xs.columns)
                + styler.paint(text, TextStyle(bold: true, tone: badge.tone))
        }
        return line
    }

    private func fieldLines() -> [String] {
        let fields = card.fields.map { field in
            (label: TerminalText.sanitized(field.label),
             value: Cell(TerminalText.sanitized(field.value.text), tone: field.value.tone))
        }
        let indent = Spacing.sm.columns
        let gap = Spacing.sm.columns
        let labelWidth = fields.map { TerminalText.displayWidth(of: $0.label) }.max() ?? 0
        let valueColumn = indent + labelWidth + gap
        let valueWidth = capabilities.width - valueColumn
        let labelStyle = TextStyle(tone: .muted)
        let valueIndent = String(repeating: " ", count: valueColumn)

        return fields.flatMap { field -> [String] in
            let values = valueWidth >= Self.narrowestValueColumn
                ? TerminalText.wrapped(field.value.text, toWidth: valueWidth)
                : [field.value.text]
            let labelPadding = labelWidth - TerminalText.displayWidth(of: field.label) + gap
            let first = String(repeating: " ", count: indent)
                + styler.paint(field.label, labelStyle)
                + String(repeating: " ", count: labelPadding)
                + styler.paint(values[0], TextStyle(tone: field.value.tone))
            let rest = values.dropFirst().map { valueIndent + styler.paint($0, TextStyle(tone: field.value.tone)) }
            return ([first] + rest).map(\.trimmingTrailingSpaces)
        }
    }
}
