import CSVFiles
import Domain
import DomainTestSupport
import Foundation
import Testing

/// The mark that keeps a spreadsheet from running a cell is taken off on reading, so every value
/// written reads back as it was, apostrophes included.
final class FormulaRoundTripTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("csvfiles-\(UUID().uuidString).csv").path

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func roundTrip(_ header: [String], _ rows: [[String]]) throws -> ([String], [[String]]) {
        try CSVDocument.data(TableContents(header: header, rows: rows)).write(to: URL(fileURLWithPath: path))
        var read: ([String], [[String]]) = ([], [])
        try CSVFileSource(path: path).read(header: { read.0 = $0 }, record: { read.1.append($0.fields) })
        return read
    }

    @Test func anApostropheBeforeAFormulaSurvives() throws {
        let values = ["'=literal", "=literal", "''=x", "'", "''", "'Neill", "'+49 30", "-12", "'-12", "+3", "=", "@"]
        let (header, rows) = try roundTrip(["name"], values.map { [$0] })
        #expect(header == ["name"])
        #expect(rows == values.map { [$0] })
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("name\n''=literal\n'=literal\n'''=x\n'\n'''\n'Neill\n''+49 30\n-12\n''-12\n+3\n'=\n'@\n"), "\(text)")
    }

    /// Random values starting with each character a spreadsheet treats specially (and the
    /// apostrophe that marks them), followed by more of them, quotes, separators and line breaks.
    @Test func everyValueReadsBackAsWritten() throws {
        var random = SeededRandom(seed: 17)
        let starts: [String] = ["'", "=", "+", "-", "@", "\t", "\r"]
        let rest = Array("''=+-@\t\r\n\",; a1.é")
        for _ in 0..<40 {
            let rows = (0..<50).map { _ in
                (0..<3).map { _ in
                    starts.randomElement(using: &random)! + String((0..<Int.random(in: 0...6, using: &random)).map { _ in rest.randomElement(using: &random)! })
                }
            }
            let header = ["'=a", "''", "c"]
            let read = try roundTrip(header, rows)
            #expect(read.0 == header)
            #expect(read.1 == rows)
        }
    }
}
