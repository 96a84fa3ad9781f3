import DesignTokens
import Foundation
import Testing

/// The CSV writer was rewritten for speed; its output must be what the first one wrote (with
/// the formula mark made reversible since, and every quote doubled), kept here as the
/// reference, for any text.
struct CSVUnchangedTests {
    enum Reference {
        static func render(_ table: Table) -> String {
            let header = table.columns.map { field($0.title) }.joined(separator: ",")
            let records = table.rows.map { row in
                table.columns.indices.map { index in field(index < row.count ? row[index].text : "") }.joined(separator: ",")
            }
            return ([header] + records).map { $0 + "\n" }.joined()
        }

        static func field(_ text: String) -> String {
            let guarded = neutralisingFormula(text)
            let needsQuotes = guarded.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
                || guarded.first == " " || guarded.last == " "
            guard needsQuotes else { return guarded }
            // Every quote doubled, also one a combining accent follows, which Foundation's
            // `replacingOccurrences` (comparing characters) left single, ending the field early.
            return "\"" + String(String.UnicodeScalarView(guarded.unicodeScalars.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] })) + "\""
        }

        /// The first writer's mark, made reversible since: a value that already starts with the
        /// mark before a formula character (or another mark) is marked too.
        static func neutralisingFormula(_ text: String) -> String {
            let formula: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
            let scalars = text.unicodeScalars
            guard let first = scalars.first else { return text }
            if formula.contains(first) { return isPlainNumber(text) ? text : "'" + text }
            guard first == "'", let next = scalars.dropFirst().first, next == "'" || formula.contains(next) else { return text }
            return "'" + text
        }

        static func isPlainNumber(_ text: String) -> Bool {
            var scalars = Substring(text).unicodeScalars[...]
            if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
            let parts = String(scalars).split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let isDigits = { (part: Substring) in part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
            switch parts.count {
            case 1: return !parts[0].isEmpty && isDigits(parts[0])
            case 2: return !(parts[0].isEmpty && parts[1].isEmpty) && isDigits(parts[0]) && !parts[1].isEmpty && isDigits(parts[1])
            default: return false
            }
        }
    }

    /// Formula starts, signs and numbers, separators, quotes, line breaks, spaces at either end
    /// (also before a combining accent), non-ASCII.
    static let pieces = ["=", "+", "-", "@", "\t", "\r", "\n", ",", "\"", " ", ".", "1", "25", "a", "Zoë", "東", "🎉", "\u{301}", "'"]

    @Test func randomTablesRenderAsBefore() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let width = Int.random(in: 1...4, using: &random)
            let text = { (random: inout SplitMix64) in
                (0..<Int.random(in: 0...5, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            }
            let columns = (0..<width).map { _ in Table.Column(text(&random)) }
            // Rows may be shorter than the header: missing cells are empty.
            let rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...width, using: &random)).map { _ in Cell(text(&random)) }
            }
            let table = Table(columns: columns, rows: rows)
            let presentation = Presentation(document: Document([]), csv: table, json: [String]())
            #expect(try OutputRenderer(capabilities: .plain()).render(presentation, as: .csv) == Reference.render(table))
        }
    }

    /// A table too long for one chunk goes out in several that together are the whole text.
    @Test func aLongTableStreamsInChunksThatMakeTheSameText() throws {
        var random = SplitMix64(seed: 3)
        let rows = (0..<5_000).map { _ in
            (0..<3).map { _ in Cell((0..<Int.random(in: 0...6, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()) }
        }
        let table = Table(columns: [Table.Column("a"), Table.Column("b,c"), Table.Column("\"d\"")], rows: rows)
        let presentation = Presentation(document: Document([]), csv: table, json: [String]())
        var chunks: [ArraySlice<UInt8>] = []
        try OutputRenderer(capabilities: .plain()).write(presentation, as: .csv) { chunks.append($0) }
        #expect(chunks.count > 1)
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == Reference.render(table))
    }
}
