import CSVFiles
import Domain
import Foundation
import Testing

/// Real files on disk, written byte for byte, read back through the Domain protocol.
struct ReadingTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("csvfiles-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func file(_ bytes: [UInt8]) throws -> String {
        let url = directory.appendingPathComponent("\(UUID().uuidString).csv")
        try Data(bytes).write(to: url)
        return url.path
    }

    func file(_ text: String) throws -> String { try file(Array(text.utf8)) }

    func read(_ path: String, _ options: TableFileOptions = TableFileOptions()) throws(DomainError) -> ([String], [TableRecord]) {
        var header: [String] = []
        var records: [TableRecord] = []
        try CSVTableFiles().read(path, options: options, header: { header = $0 }, record: { records.append($0) })
        return (header, records)
    }

    @Test func quotingAndEmbeddedNewlinesKeepLineNumbers() throws {
        let path = try file("name,note\n\"Ada, Countess\",\"said \"\"hi\"\"\"\n\"Bob\",\"two\nlines\"\nCy,plain\n")
        let (header, records) = try read(path)
        #expect(header == ["name", "note"])
        #expect(records == [TableRecord(line: 2, fields: ["Ada, Countess", "said \"hi\""]),
                            TableRecord(line: 3, fields: ["Bob", "two\nlines"]),
                            TableRecord(line: 5, fields: ["Cy", "plain"])])
    }

    @Test func byteOrderMarkAndCRLFAreRead() throws {
        let path = try file([0xEF, 0xBB, 0xBF] + Array("Name,Email\r\nAda,ada@example.com\r\nBob,\"b\r\nx\"\r\nCy,c@x.io\r\n".utf8))
        let (header, records) = try read(path)
        #expect(header == ["Name", "Email"])
        #expect(records.map(\.line) == [2, 3, 5])
        #expect(records[0].fields == ["Ada", "ada@example.com"])
    }

    @Test func separatorIsToldByTheHeaderLine() throws {
        let semicolons = try read(file("name;email;note\nAda;a@x.io;\"x, y\"\n"))
        #expect(semicolons.1[0].fields == ["Ada", "a@x.io", "x, y"])
        let tabs = try read(file("name\temail\nAda\ta@x.io\n"))
        #expect(tabs.1[0].fields == ["Ada", "a@x.io"])
        let given = try read(file("name|email\nAda|a@x.io\n"), TableFileOptions(delimiter: "|"))
        #expect(given.1[0].fields == ["Ada", "a@x.io"])
    }

    @Test func textThatIsNotUTF8IsRefusedWithItsLine() throws {
        let path = try file(Array("name\nAda\nRen".utf8) + [0xE9] + Array("e\n".utf8))
        #expect(throws: DomainError.invalid(field: "encoding", message: "\(path) line 3 is not UTF-8; save the file as UTF-8, or read it as windows-1252")) {
            try read(path)
        }
        let (_, records) = try read(path, TableFileOptions(encoding: .windows1252))
        #expect(records.map(\.fields) == [["Ada"], ["Renée"]])
    }

    @Test func headerOnlyFileHasNoRecordsAndEmptyFileIsRefused() throws {
        let (header, records) = try read(file("name,email\n"))
        #expect(header == ["name", "email"])
        #expect(records.isEmpty)
        let empty = try file("")
        #expect(throws: DomainError.invalid(field: "file", message: "\(empty) is empty; its first line must name the columns")) { try read(empty) }
    }

    @Test func missingFileIsInputMissing() throws {
        let path = directory.appendingPathComponent("nope.csv").path
        #expect(throws: DomainError.inputMissing("file: \(path) does not exist; give the path of a CSV file")) { try read(path) }
    }
}
