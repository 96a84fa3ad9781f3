import CSV
@testable import CSVFiles
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Files are read a block at a time and handed to CSV.swift in pieces cut where a record ends:
/// whatever falls on a border (a quoted line break, CR LF, a character of several bytes, a
/// quote, a BOM), every record comes back whole, with its own line.
@Suite struct PieceBorderTests {
    /// Cells of every kind CSV.swift reads: plain, quoted with separators, quotes and line
    /// breaks of each style inside, characters of two to four bytes, empty.
    private static let pieces = ["Ann", "Lee", " ", "é", "€", "😀", ",", ";", "¦", "\"", "\n", "\r\n", "\r", "x"]
    private static let endings = ["\n", "\r\n", "\r"]

    /// Through the file source, in its real blocks of a quarter mebibyte: a dozen borders.
    @Test func aFileOfSeveralBlocksReadsEveryRecordOnItsLine() throws {
        var random = SeededRandom(seed: 1)
        let (bytes, expected) = Self.file(atLeast: 3 << 20, separator: ",", &random)
        let path = try Self.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var header: [String] = []
        var records: [TableRecord] = []
        try CSVFileSource(path: path).read(header: { header = $0 }, record: { records.append($0) })
        #expect(header == ["name", "note", "tags"])
        #expect(records.count == expected.count)
        if let first = zip(records, expected).first(where: { $0 != $1 }) {
            Issue.record("read \(first.0), wrote \(first.1)")
        }
    }

    /// Blocks of 1 to 40 bytes put a border at every position of every kind of record: the
    /// pieces are the file (less its BOM), each ends a record, and together they read as the
    /// whole text does. Separators of one byte, below the quote, and of two.
    @Test(arguments: zip([1, 2, 3, 4] as [UInt64], [",", ";", "\t", "¦"] as [Unicode.Scalar]))
    func everyPieceEndsARecord(seed: UInt64, separator: Unicode.Scalar) throws {
        var random = SeededRandom(seed: seed)
        let (bytes, _) = Self.file(atLeast: 4_000, separator: separator, &random)
        let path = try Self.write(RecordChunks.byteOrderMark + bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = try Self.records(String(decoding: bytes, as: UTF8.self), separator: separator)
        for blockSize in 1...40 {
            var chunks = try RecordChunks(path: path, separator: separator, blockSize: blockSize)
            var pieces: [String] = []
            while let piece = try chunks.next() { pieces.append(piece) }
            #expect(pieces.joined() == String(decoding: bytes, as: UTF8.self), "blocks of \(blockSize)")
            #expect(try pieces.flatMap { try Self.records($0, separator: separator) } == whole, "blocks of \(blockSize)")
        }
    }

    private static func records(_ text: String, separator: Unicode.Scalar) throws -> [[String]] {
        let reader = try CSVReader(string: text, delimiter: separator)
        return Array(AnySequence { reader })
    }

    /// A header and random records until the file has `size` bytes, and the records as they
    /// should be read.
    private static func file(atLeast size: Int, separator: Unicode.Scalar,
                             _ random: inout SeededRandom) -> ([UInt8], [TableRecord]) {
        let separator = String(separator)
        var bytes = Array(["name", "note", "tags"].joined(separator: separator).utf8) + [10]
        var expected: [TableRecord] = []
        var line = 2
        while bytes.count < size {
            let fields = (0..<3).map { _ in
                (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            expected.append(TableRecord(line: line, fields: fields))
            line += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
            let cells = fields.map { field in
                field.unicodeScalars.contains(where: { (separator + "\"\n\r").unicodeScalars.contains($0) }) || Bool.random(using: &random)
                    ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }
            bytes += Array((cells.joined(separator: separator) + endings.randomElement(using: &random)!).utf8)
        }
        return (bytes, expected)
    }

    private static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UUID().uuidString).csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A line break inside a quoted cell moves the next record's line on; CR LF is one.
    private static func lineBreaks(in text: String) -> Int {
        text.unicodeScalars.reduce(into: (count: 0, afterCR: false)) { state, scalar in
            if scalar == "\r" || (scalar == "\n" && !state.afterCR) { state.count += 1 }
            state.afterCR = scalar == "\r"
        }.count
    }
}
