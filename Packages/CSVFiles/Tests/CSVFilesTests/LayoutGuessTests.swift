@testable import CSVFiles
import Domain
import DomainTestSupport
import Foundation
import Testing

/// What a page offers before reading an upload: the separator the header line holds most, and
/// UTF-8 unless some byte is not, told a piece at a time: over seeded files of several 64 kB
/// pieces, with characters of two to four bytes cut by the pieces' borders and now and then one
/// bad byte or a last character cut short, the streamed check says what Swift's whole-file
/// check says.
@Suite struct LayoutGuessTests {
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-layout-\(UUID().uuidString).csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: UInt64(1)...24) func theStreamedCheckAgreesWithTheWholeFile(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let characters = ["a", ",", "\n", "é", "€", "😀", "ß"].map { Array($0.utf8) }
        var bytes: [UInt8] = []
        let size = Int.random(in: (1 << 16 - 10)...(3 << 16 + 10), using: &random)
        while bytes.count < size { bytes += characters.randomElement(using: &random)! }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[Int.random(in: 0..<bytes.count, using: &random)] = 0xFF
        case 1: bytes += [0xF0, 0x9F]
        default: break
        }
        let path = try Self.write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(UTF8Check.holdsUTF8(path) == (String(validating: bytes, as: UTF8.self) != nil), "seed \(seed)")
    }

    @Test func theSeparatorAndTheEncodingAreGuessed() throws {
        let semicolons = try Self.write(Array("Name;E-mail;\"a,b,c\"\nZo".utf8) + [0xEB] + Array(";z@example.org;x\n".utf8))
        let tabs = try Self.write(Array("name\temail\nAnn\tann@example.org\n".utf8))
        defer { for path in [semicolons, tabs] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(CSVFileLayout.guess(at: semicolons) == TableFileOptions(delimiter: ";", encoding: .windows1252))
        #expect(CSVFileLayout.guess(at: tabs) == TableFileOptions(delimiter: "\t", encoding: .utf8))
    }

    @Test func aFileThatIsNoTextIsRefusedForWhatItIs() throws {
        let png = try Self.write([0x89] + Array("PNG\r\n".utf8) + [0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D] + Array("IHDR".utf8))
        let utf16 = try Self.write(Array("name,email\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        defer { for path in [png, utf16] { try? FileManager.default.removeItem(atPath: path) } }
        for path in [png, utf16] {
            #expect(throws: DomainError.invalid(field: "file", message: "picture.png is not a CSV file: it holds a NUL byte, as pictures, spreadsheets' own files and UTF-16 text do; save it as CSV (UTF-8)")) {
                try CSVFileSource(path: path, options: TableFileOptions(encoding: .windows1252), name: "picture.png").read(header: { _ in }, record: { _ in })
            }
        }
    }

    @Test func anUploadsProblemsNameItByItsOwnName() throws {
        let path = try Self.write([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DomainError.invalid(field: "file", message: "guests.csv is empty; its first line must name the columns")) {
            try CSVFileSource(path: path, name: "guests.csv").read(header: { _ in }, record: { _ in })
        }
    }
}
