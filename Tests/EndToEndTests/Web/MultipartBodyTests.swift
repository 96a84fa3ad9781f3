import DomainTestSupport
import Foundation
import Hummingbird
import Testing
@testable import WebServer

/// A multipart form read as it arrives (`MultipartBody`): over seeded bodies cut into random
/// pieces (values and files holding CRLF, dashes and bytes that are not text), the fields and
/// the file come out as sent; a file past the limit, or one cut short, leaves nothing on disk
/// and says why; a post refused before its file writes none.
@Suite struct MultipartBodyTests {
    static let boundary = "----RushDayTestBoundary7MA4YWxk"

    struct Sent {
        var fields: [(String, String)] = []
        var file: [UInt8] = []
        var body: [UInt8] = []
        /// Where the file's bytes begin and end in `body`.
        var fileRange: Range<Int> = 0..<0
    }

    static func sent(_ random: inout SeededRandom, fileSize: Int) -> Sent {
        var sent = Sent()
        let alphabet = Array("ab-\r\n-- é".unicodeScalars.map(String.init))
        for index in 0..<Int.random(in: 0...3, using: &random) {
            let value = (0..<Int.random(in: 0...20, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            sent.fields.append(("field\(index)", value))
        }
        let pieces: [[UInt8]] = [Array("\r\n--".utf8), Array("\r\n------RushDay".utf8), [0xFF, 0x00, 0xEB], Array("a,b;c\r\n".utf8)]
        while sent.file.count < fileSize { sent.file += pieces.randomElement(using: &random)! }
        sent.file = Array(sent.file.prefix(fileSize))
        for (name, value) in sent.fields {
            sent.body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        sent.body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\".csv\"\r\nContent-Type: text/csv\r\n\r\n".utf8)
        sent.fileRange = sent.body.count..<(sent.body.count + sent.file.count)
        sent.body += sent.file + Array("\r\n--\(boundary)--\r\n".utf8)
        return sent
    }

    /// `bytes` in pieces cut at random places.
    static func pieces(_ bytes: [UInt8], _ random: inout SeededRandom) -> [ByteBuffer] {
        var cuts = Set((0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: 0...bytes.count, using: &random) })
        cuts.insert(bytes.count)
        var start = 0
        return cuts.sorted().map { end in
            defer { start = end }
            return ByteBuffer(bytes: bytes[start..<end])
        }
    }

    static func read(_ pieces: [ByteBuffer], folder: URL, limit: Int = 1 << 20,
                     admits: @escaping ([String: String]) -> Bool = { _ in true }) async throws -> MultipartBody {
        let stream = AsyncStream<ByteBuffer> { continuation in
            for piece in pieces { continuation.yield(piece) }
            continuation.finish()
        }
        return try await MultipartBody.read(stream, boundary: boundary, uploads: WebUploads(limit: limit, folder: folder.path), admits: admits)
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("rushday-multipart-\(UUID().uuidString.prefix(8))")
    }

    static func files(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    @Test(arguments: UInt64(1)...40) func whatIsSentIsWhatIsRead(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let sent = Self.sent(&random, fileSize: Int.random(in: 1...3000, using: &random))
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try await Self.read(Self.pieces(sent.body, &random), folder: folder)
        #expect(read.problem == nil && read.invalidField == nil, "seed \(seed)")
        #expect(read.fields == Dictionary(uniqueKeysWithValues: sent.fields), "seed \(seed)")
        let file = try #require(read.files.first)
        #expect(read.files.count == 1 && file.field == "file" && file.fileName == "a \"b\".csv" && file.contentType == "text/csv")
        let stored = Array(try Data(contentsOf: URL(fileURLWithPath: file.path)))
        #expect(file.size == sent.file.count && stored == sent.file, "seed \(seed)")
    }

    @Test(arguments: UInt64(1)...20) func aFileTooLargeOrCutShortLeavesNothing(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let sent = Self.sent(&random, fileSize: Int.random(in: 100...3000, using: &random))
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = try await Self.read(Self.pieces(sent.body, &random), folder: folder, limit: sent.file.count - 1)
        #expect(large.problem == .tooLarge(field: "file", limit: sent.file.count - 1) && large.files.isEmpty, "seed \(seed)")
        #expect(Self.files(in: folder).isEmpty, "seed \(seed): a file past the limit is not kept")

        let cut = Int.random(in: sent.fileRange, using: &random)
        let short = try await Self.read(Self.pieces(Array(sent.body[..<cut]), &random), folder: folder)
        #expect(short.problem == .incomplete(field: "file") && short.files.isEmpty, "seed \(seed)")
        #expect(Self.files(in: folder).isEmpty, "seed \(seed): a file cut short is not kept")
    }

    @Test func aPostRefusedBeforeItsFileWritesNone() async throws {
        var random = SeededRandom(seed: 7)
        var sent = Self.sent(&random, fileSize: 500)
        sent.body = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\nforged\r\n".utf8) + sent.body
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var asked: [String: String]?
        let read = try await Self.read([ByteBuffer(bytes: sent.body)], folder: folder) { fields in
            asked = fields
            return false
        }
        #expect(asked?["csrf"] == "forged", "asked with the fields before the file")
        #expect(read.files.isEmpty && Self.files(in: folder).isEmpty)
    }

    @Test func aFieldThatIsNotTextIsNamed() async throws {
        let body = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\n".utf8) + [0xC3, 0x28]
            + Array("\r\n--\(Self.boundary)--\r\n".utf8)
        let read = try await Self.read([ByteBuffer(bytes: body)], folder: Self.folder())
        #expect(read.invalidField == "note" && read.fields.isEmpty)
    }
}
