import Foundation

/// RFC 4180 CSV of a table: the column titles, then one record per row.
///
/// Records end in LF, not the RFC's CRLF: this is a command-line tool's output, read by Unix
/// tools that would keep the CR as data, and spreadsheet importers accept either. A CR or LF
/// inside a value is kept, inside quotes.
enum CSVWriter {
    /// Written into one buffer of UTF-8 as it goes, handed to `sink` a chunk at a time (see
    /// `OutputChunk`): a list of 10,000 events made two arrays and a joined string per row, and
    /// Foundation's `replacingOccurrences` went through UTF-16.
    static func write(_ table: Table, to sink: (ArraySlice<UInt8>) -> Void) {
        var output: [UInt8] = []
        appendRecord(table.columns.map(\.title), to: &output)
        for row in table.rows {
            appendRecord(table.columns.indices.map { $0 < row.count ? row[$0].text : "" }, to: &output)
            if output.count >= OutputChunk.size {
                sink(output[...])
                output.removeAll(keepingCapacity: true)
            }
        }
        sink(output[...])
    }

    private static func appendRecord(_ fields: [String], to output: inout [UInt8]) {
        for (index, text) in fields.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            appendField(text, to: &output)
        }
        output.append(UInt8(ascii: "\n"))
    }

    private static func appendField(_ text: String, to output: inout [UInt8]) {
        let guarded = neutralisingFormula(text)
        guard needsQuotes(guarded) else {
            output.append(contentsOf: guarded.utf8)
            return
        }
        let quote = UInt8(ascii: "\"")
        output.append(quote)
        for byte in guarded.utf8 {
            output.append(byte)
            if byte == quote { output.append(quote) }
        }
        output.append(quote)
    }

    private static func needsQuotes(_ text: String) -> Bool {
        let bytes = text.utf8
        if bytes.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) {
            return true
        }
        return startsWithSpace(text) || endsWithSpace(text)
    }

    /// Whether the first character is a space: a space byte followed by ASCII (or nothing) is
    /// one; before anything else, a combining accent may make it part of a larger character.
    private static func startsWithSpace(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: " ") else { return false }
        guard let next = bytes.dropFirst().first, next >= 0x80 else { return true }
        return text.first == " "
    }

    /// Whether the last character is a space; after a non-ASCII character the space may belong
    /// to it (a prepended mark joins what follows).
    private static func endsWithSpace(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: " ") else { return false }
        guard let before = bytes.dropLast().last, before >= 0x80 else { return true }
        return text.last == " "
    }

    /// Spreadsheets run a cell that starts with = + - @ (or a tab or CR, which some of them skip
    /// first) as a formula, so a guest named "=HYPERLINK(...)" could run one on the organiser's
    /// machine (OWASP "CSV injection"). A leading apostrophe makes it text. Plain numbers such as
    /// "-12.50" are left alone so amounts stay numbers. A value that itself starts with an
    /// apostrophe before one of those characters or another apostrophe is marked too, so taking
    /// one mark off (as `guests import` does) gives back every value: "'=x" is written "''=x".
    /// The rule of the CSV files adapter's `FormulaGuard`, which cannot share this code.
    private static func neutralisingFormula(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return text }
        if runsAsFormula(first) { return isPlainNumber(text) ? text : "'" + text }
        guard first == "'", let next = scalars.dropFirst().first, next == "'" || runsAsFormula(next) else { return text }
        return "'" + text
    }

    private static func runsAsFormula(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "=", "+", "-", "@", "\t", "\r": true
        default: false
        }
    }

    /// An optional sign, digits, and an optional fraction: "-12.50", "+3", "-.5".
    private static func isPlainNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" {
            scalars = scalars.dropFirst()
        }
        let parts = String(scalars).split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        switch parts.count {
        case 1:
            return !parts[0].isEmpty && isDigits(parts[0])
        case 2:
            return !(parts[0].isEmpty && parts[1].isEmpty) && isDigits(parts[0]) && !parts[1].isEmpty && isDigits(parts[1])
        default:
            return false
        }
    }
}
