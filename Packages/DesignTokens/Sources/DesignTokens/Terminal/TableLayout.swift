/// A table: bold muted headers, a rule, then rows with every column as wide as its widest cell,
/// narrowed with ellipses when the whole would not fit the terminal.
struct TableLayout {
    let table: Table
    let capabilities: TerminalCapabilities
    let styler: TerminalStyler

    private static let gap = Spacing.sm.columns
    /// A column is never narrowed below this: room for a character or three and the ellipsis.
    private static let narrowestColumn = 4

    func lines() -> [String] {
        guard !table.rows.isEmpty, !table.columns.isEmpty else {
            let message = TerminalText.sanitized(table.emptyMessage)
            return TerminalText.wrapped(message, toWidth: capabilities.width)
                .map { styler.paint($0, TextStyle(tone: .muted)) }
        }
        let titles = table.columns.map { TerminalText.sanitized($0.title) }
        let rows = table.rows.map { row in
            table.columns.indices.map { index in
                index < row.count
                    ? Cell(TerminalText.sanitized(row[index].text), tone: row[index].tone)
                    : Cell("")
            }
        }
        let natural = table.columns.indices.map { index in
            rows.reduce(TerminalText.displayWidth(of: titles[index])) {
                max($0, TerminalText.displayWidth(of: $1[index].text))
            }
        }
        let widths = fitted(natural)
        let header = TextStyle(bold: true, tone: .muted)
        let rule = capabilities.unicode ? "─" : "-"

        return [line(titles.map { ($0, header) }, widths: widths),
                line(widths.map { (String(repeating: rule, count: $0), TextStyle(tone: .muted)) }, widths: widths)]
            + rows.map { row in line(row.map { ($0.text, TextStyle(tone: $0.tone)) }, widths: widths) }
    }

    /// Takes a column at a time from the widest text column, so names and titles give way
    /// before numbers (trailing-aligned columns), which are shortened only as a last resort.
    private func fitted(_ natural: [Int]) -> [Int] {
        var widths = natural
        var total = widths.reduce(0, +) + Self.gap * (widths.count - 1)
        let floors = natural.indices.map { table.columns[$0].truncates ? min(natural[$0], Self.narrowestColumn) : natural[$0] }
        let textColumns = table.columns.indices.filter { table.columns[$0].alignment == .leading }
        let numberColumns = table.columns.indices.filter { table.columns[$0].alignment == .trailing }

        while total > capabilities.width {
            let shrinkable = { (index: Int) in widths[index] > floors[index] }
            let candidates = textColumns.contains(where: shrinkable)
                ? textColumns.filter(shrinkable)
                : numberColumns.filter(shrinkable)
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else {
                break
            }
            // Down to the runner-up in one step; ties then alternate a column at a time.
            let next = candidates.filter { $0 != widest }.map { widths[$0] }.max() ?? floors[widest]
            let step = min(total - capabilities.width, max(1, widths[widest] - max(next, floors[widest])))
            widths[widest] -= step
            total -= step
        }
        return widths
    }

    private func line(_ cells: [(text: String, style: TextStyle)], widths: [Int]) -> String {
        let drawn = cells.enumerated().map { index, cell in
            let text = TerminalText.truncated(cell.text, toWidth: widths[index], unicode: capabilities.unicode)
            let padding = String(repeating: " ", count: max(0, widths[index] - TerminalText.displayWidth(of: text)))
            let painted = styler.paint(text, cell.style)
            return table.columns[index].alignment == .trailing ? padding + painted : painted + padding
        }
        return drawn.joined(separator: String(repeating: " ", count: Self.gap)).trimmingTrailingSpaces
    }
}
