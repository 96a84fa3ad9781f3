import CSVFiles
import Domain
import Foundation
import Testing

/// Real files on disk, written byte for byte, read back through the Domain protocol. One at a
/// time: a test looks for temporary copies another would be making.
@Suite(.serialized) final class ReadingTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("csvfiles-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: directory) }

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
        try CSVFileSource(path: path, options: options).read(header: { header = $0 }, record: { records.append($0) })
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

    /// Python's cp1252 codec is the judge for every byte it defines; the five it leaves
    /// undefined read as the C1 control of the same number (WHATWG's rule).
    @Test func everyWindows1252ByteReadsAsPythonDecodesIt() throws {
        let bytes = (0x20...0xFF).map(UInt8.init).filter { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\"") && $0 != 0x7F }
        let path = try file(Array("text\n".utf8) + bytes + [0x0A])
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import sys; sys.stdout.buffer.write(open(sys.argv[1], 'rb').read().decode('cp1252', errors='surrogateescape').encode('utf-8', errors='surrogateescape'))", path]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        let expected = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
        let (_, records) = try read(path, TableFileOptions(encoding: .windows1252))
        let read = try #require(records.first?.fields.first)
        let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]
        let judged = String(decoding: expected, as: UTF8.self).split(separator: "\n")[1].unicodeScalars
        #expect(read.unicodeScalars.count == bytes.count)
        for (byte, (ours, theirs)) in zip(bytes, zip(read.unicodeScalars, judged)) where !undefined.contains(byte) {
            #expect(ours == theirs, "byte \(byte)")
        }
        for (byte, ours) in zip(bytes, read.unicodeScalars) where undefined.contains(byte) {
            #expect(ours.value == UInt32(byte))
        }
    }

    /// Larger than the 1 MB chunks it is copied in, with accents on both sides of each border;
    /// the temporary copy is gone afterwards.
    @Test func aLargeWindows1252FileIsReadWholeAndLeavesNoCopy() throws {
        let row: [UInt8] = Array("Ren".utf8) + [0xE9, 0x20, 0x80] + Array(",".utf8) + [0x9C, 0x75, 0x76, 0x72, 0x65, 0x0A]
        let rows = 200_000
        let path = try file(Array("name,note\n".utf8) + Array([[UInt8]](repeating: row, count: rows).joined()))
        let copies = {
            Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .filter { $0.hasPrefix("rushday-1252-") })
        }
        let before = try copies()
        var count = 0
        try CSVFileSource(path: path, options: TableFileOptions(encoding: .windows1252)).read(header: { _ in }, record: { record in
            if record.fields != ["René €", "œuvre"] { Issue.record("line \(record.line): \(record.fields)") }
            count += 1
        })
        #expect(count == rows)
        #expect(try copies().subtracting(before).isEmpty)
    }

    /// A caller that stops at its tenth record (its store failing, say) gets its own error, and
    /// the reading ahead has stopped by then: no file of it is open, the temporary copy is gone.
    @Test func stoppingEarlyLeavesNoFileOpenAndNoCopy() throws {
        let row: [UInt8] = Array("Ren".utf8) + [0xE9] + Array(",x\n".utf8)
        let path = try file(Array("name,note\n".utf8) + Array([[UInt8]](repeating: row, count: 500_000).joined()))
        let copies = {
            Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .filter { $0.hasPrefix("rushday-1252-") })
        }
        let before = try copies()
        var seen = 0
        #expect(throws: DomainError.referenceMissing) {
            try CSVFileSource(path: path, options: TableFileOptions(encoding: .windows1252)).read(header: { _ in }, record: { _ throws(DomainError) in
                seen += 1
                if seen == 10 { throw .referenceMissing }
            })
        }
        #expect(seen == 10)
        #expect(try copies().subtracting(before).isEmpty)
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
            .compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") }
        #expect(!open.contains { $0.contains("rushday-1252-") || $0 == path }, "\(open)")
    }

    @Test func headerOnlyFileHasNoRecordsAndEmptyFileIsRefused() throws {
        let (header, records) = try read(file("name,email\n"))
        #expect(header == ["name", "email"])
        #expect(records.isEmpty)
        let empty = try file("")
        #expect(throws: DomainError.invalid(field: "file", message: "\(empty) is empty; its first line must name the columns")) { try read(empty) }
    }

    /// A quote that opens a cell and never closes would make the rest of the file one cell: the
    /// record it opens in says so, with the line the quote opened on. Quotes inside an unquoted
    /// cell, escaped quotes and quotes closed later are not unclosed.
    @Test(arguments: [
        ("name,email\nAnn,a@x.io\nBob,\"b@x.io\nCy,c@x.io\n", 3, 3),
        ("name,email\n\"Ann\nLee\",a@x.io\nBob,\"b@x.io", 4, 4),
        ("name;email\nAnn;a@x.io\n\"Bob;b@x.io\r\nCy;\"\"\r\n", 3, 3),
        ("\u{FEFF}name,email\nAnn,a@x.io\n\"", 3, 3),
        ("name¦email\nAnn¦\"a¦x\n", 2, 2),
    ])
    func anUnclosedQuoteIsTheProblemOfItsRecord(text: String, line: Int, opened: Int) throws {
        let (_, records) = try read(file(text), TableFileOptions(delimiter: text.contains("¦") ? "¦" : nil))
        let last = try #require(records.last)
        #expect(last.line == line)
        #expect(last.problem?.hasPrefix("the quote opened on line \(opened) is never closed") == true, "\(records)")
        #expect(records.dropLast().allSatisfy { $0.problem == nil })
    }

    @Test func quotesThatCloseAreNoProblem() throws {
        let (_, records) = try read(file("name,note\nO\"Brien,say \"hi\"\n\"Ann \"\"A\"\"\",\"x\ny\"\n\"Bob\",\"\"\n"))
        #expect(records.map(\.fields) == [["O\"Brien", "say \"hi\""], ["Ann \"A\"", "x\ny"], ["Bob", ""]])
        #expect(records.allSatisfy { $0.problem == nil })
        // A quote closed by a separator of two bytes: once taken as still open.
        let (_, twoBytes) = try read(file("name¦note\n\"Ann\"¦x\nBob¦y\n"), TableFileOptions(delimiter: "¦"))
        #expect(twoBytes == [TableRecord(line: 2, fields: ["Ann", "x"]), TableRecord(line: 3, fields: ["Bob", "y"])])
    }

    @Test func anUnclosedQuoteInTheHeaderRefusesTheFile() throws {
        let path = try file("name,\"email\nAnn,a@x.io\n")
        #expect(throws: DomainError.invalid(field: "file", message: "\(path):1: the quote opened on line 1 is never closed, so the rest of the file would be one cell; close it with \" (a quote inside a quoted cell is written \"\")")) {
            try read(path)
        }
    }

    @Test func missingFileIsInputMissing() throws {
        let path = directory.appendingPathComponent("nope.csv").path
        #expect(throws: DomainError.inputMissing(field: "file", message: "\(path) does not exist; check the path")) { try read(path) }
    }
}
