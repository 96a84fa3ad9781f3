/// A table: bold muted headers, a rule, then rows with every column as wide as its widest cell,
/// narrowed when the whole would not fit the terminal. Text columns are cut with an ellipsis;
/// columns that must not be cut (`truncates: false`) wrap onto more lines of their row instead,
/// at spaces first, inside a word only as a last resort, so the table always fits.
struct TableLayout {
    let table: Table
    let capabilities: TerminalCapabilities
    let styler: TerminalStyler

    private static let gap = Spacing.sm.columns
    /// Text columns (names, titles) keep this many columns (or their whole text if shorter)
    /// until every other column has given way.
    private static let readableColumn = 12
    /// A column is never cut below this: room for a character or three and the ellipsis.
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
        // A header keeps a few characters ("HEADS" over a column of digits) while its cells wrap.
        // Only a column that wraps narrows to its longest word, and only in a table too wide for
        // the terminal: splitting every cell into words was a tenth of a 10,000-ticket issue.
        let tooWide = natural.reduce(0, +) + Self.gap * (natural.count - 1) > capabilities.width
        let longestWords = table.columns.indices.map { index in
            guard tooWide, !table.columns[index].truncates else { return 0 }
            return rows.reduce(min(TerminalText.displayWidth(of: titles[index]), Self.narrowestColumn + 2)) { widest, row in
                max(widest, row[index].text.split(separator: " ").map { TerminalText.displayWidth(of: String($0)) }.max() ?? 0)
            }
        }
        let widths = fitted(natural, longestWords: longestWords)
        let header = TextStyle(bold: true, tone: .muted)
        let rule = capabilities.unicode ? "─" : "-"

        return [line(titles.map { ($0, header) }, widths: widths),
                line(widths.map { (String(repeating: rule, count: $0), TextStyle(tone: .muted)) }, widths: widths)]
            + rows.flatMap { row in wrappedLines(row, widths: widths) }
    }

    /// Narrows in stages, each taking a column at a time from the widest that may still give:
    /// text columns down to a readable width (rows stay one line while they can); columns that
    /// wrap, down to their longest word (nothing is lost: they take more lines), then inside
    /// their words down to that readable width (a long handle on two lines is still whole);
    /// then text columns to a few characters, numbers (trailing-aligned), and last the columns
    /// that wrap, to one column.
    private func fitted(_ natural: [Int], longestWords: [Int]) -> [Int] {
        var widths = natural
        let columns = table.columns
        let cut = columns.indices.filter { columns[$0].truncates && columns[$0].alignment == .leading }
        let numbers = columns.indices.filter { columns[$0].truncates && columns[$0].alignment == .trailing }
        let wrapping = columns.indices.filter { !columns[$0].truncates }
        let stages: [(columns: [Int], floor: (Int) -> Int)] = [
            (cut, { min(natural[$0], Self.readableColumn) }),
            (wrapping, { max(longestWords[$0], 1) }),
            (wrapping, { min(natural[$0], Self.readableColumn) }),
            (cut, { min(natural[$0], Self.narrowestColumn) }),
            (numbers, { min(natural[$0], Self.narrowestColumn) }),
            (wrapping, { _ in 1 }),
        ]
        for stage in stages {
            shrink(&widths, columns: stage.columns, floors: natural.indices.map { min(widths[$0], stage.floor($0)) })
        }
        return widths
    }

    private func shrink(_ widths: inout [Int], columns: [Int], floors: [Int]) {
        var total = widths.reduce(0, +) + Self.gap * (widths.count - 1)
        while total > capabilities.width {
            let candidates = columns.filter { widths[$0] > floors[$0] }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return }
            // Down to the runner-up in one step; ties then alternate a column at a time.
            let next = candidates.filter { $0 != widest }.map { widths[$0] }.max() ?? floors[widest]
            let step = min(total - capabilities.width, max(1, widths[widest] - max(next, floors[widest])))
            widths[widest] -= step
            total -= step
        }
    }

    /// One row: cut cells on its first line, wrapping cells on as many lines as they need.
    private func wrappedLines(_ row: [Cell], widths: [Int]) -> [String] {
        let texts = row.indices.map { index in
            table.columns[index].truncates ? [row[index].text] : TerminalText.wrapped(row[index].text, toWidth: widths[index])
        }
        let height = texts.map(\.count).max() ?? 1
        return (0..<height).map { lineIndex in
            line(row.indices.map { index in
                (lineIndex < texts[index].count ? texts[index][lineIndex] : "", TextStyle(tone: row[index].tone))
            }, widths: widths)
        }
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
