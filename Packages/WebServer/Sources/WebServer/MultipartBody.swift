import Foundation
import MultipartKit
import NIOCore

/// A `multipart/form-data` body read as it arrives, through multipart-kit's streaming parser:
/// its text fields kept (each at most `textLimit` bytes, and UTF-8 or named in `invalidField`),
/// each file written as it comes to a file of its own in the route's folder, the reading
/// stopped at the first file larger than the route allows. `admits` is asked with the fields
/// sent before the first file, so a post without its token writes nothing to disk (a site's
/// forms put their hidden token first; browsers send fields in the form's order).
struct MultipartBody {
    static let textLimit = 64 << 10

    private(set) var fields: [String: String] = [:]
    private(set) var invalidField: String?
    private(set) var files: [WebUpload] = []
    private(set) var problem: WebUploads.Problem?

    /// The boundary a `multipart/form-data` content type names, quoted or not.
    static func boundary(of contentType: String?) -> String? {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        let boundary = DispositionParameters(contentType)["boundary"]
        return boundary.flatMap { $0.isEmpty || $0.count > 200 ? nil : $0 }
    }

    static func read<Body: AsyncSequence>(_ body: Body, boundary: String, uploads: WebUploads,
                                          admits: @escaping ([String: String]) -> Bool) async throws -> MultipartBody where Body.Element == ByteBuffer {
        let reader = Reader(uploads: uploads, admits: admits)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in reader.header(name, value) }
        parser.onBody = { buffer in reader.body(&buffer) }
        parser.onPartComplete = { reader.complete() }
        do {
            for try await buffer in body {
                try parser.execute(buffer)
                if reader.stopped { break }
            }
        } catch let error as CancellationError {
            reader.discard()
            throw error
        } catch {
            reader.fail(.malformed)
        }
        reader.finish()
        return MultipartBody(fields: reader.fields, invalidField: reader.invalidField, files: reader.files, problem: reader.problem)
    }

    /// The parser's callbacks' state: one part at a time.
    private final class Reader {
        let uploads: WebUploads
        let admits: ([String: String]) -> Bool
        var fields: [String: String] = [:]
        var invalidField: String?
        var files: [WebUpload] = []
        var problem: WebUploads.Problem?
        var stopped = false
        private var checked = false
        private var headers: [String: String] = [:]
        private var part: Part?

        enum Part {
            case text(name: String, bytes: [UInt8])
            case file(name: String, fileName: String, path: String, handle: FileHandle, size: Int)
            /// A file input left empty (`filename=""`), or a part with no name: read and dropped.
            case ignored
        }

        init(uploads: WebUploads, admits: @escaping ([String: String]) -> Bool) {
            self.uploads = uploads
            self.admits = admits
        }

        func header(_ name: String, _ value: String) {
            headers[name.lowercased()] = value
        }

        func body(_ buffer: inout ByteBuffer) {
            guard !stopped, let bytes = buffer.readBytes(length: buffer.readableBytes) else { return }
            switch part ?? begin() {
            case let .text(name, kept):
                guard kept.count + bytes.count <= MultipartBody.textLimit else { return fail(.tooLarge(field: name, limit: MultipartBody.textLimit)) }
                part = .text(name: name, bytes: kept + bytes)
            case let .file(name, fileName, path, handle, size):
                guard size + bytes.count <= uploads.limit else { return fail(.tooLarge(field: name, limit: uploads.limit)) }
                do {
                    try handle.write(contentsOf: bytes)
                } catch {
                    return fail(.incomplete(field: name))
                }
                part = .file(name: name, fileName: fileName, path: path, handle: handle, size: size + bytes.count)
            case .ignored:
                part = .ignored
            }
        }

        func complete() {
            guard !stopped else { return }
            switch part ?? begin() {
            case let .text(name, bytes):
                if let value = String(validating: bytes, as: UTF8.self) {
                    if fields[name] == nil { fields[name] = value }
                } else {
                    invalidField = invalidField ?? name
                }
            case let .file(name, fileName, path, handle, size):
                try? handle.close()
                files.append(WebUpload(field: name, fileName: fileName, contentType: headers["content-type"], path: path, size: size))
            case .ignored:
                break
            }
            part = nil
            headers = [:]
        }

        /// The part whose headers were just read.
        private func begin() -> Part {
            let disposition = DispositionParameters(headers["content-disposition"] ?? "")
            guard let name = disposition["name"] else { part = .ignored; return .ignored }
            guard let fileName = disposition["filename"] else { part = .text(name: name, bytes: []); return part! }
            guard !fileName.isEmpty else { part = .ignored; return .ignored }
            if !checked {
                checked = true
                guard admits(fields) else {
                    stopped = true
                    part = .ignored
                    return .ignored
                }
            }
            let path = (uploads.folder as NSString).appendingPathComponent("upload-" + UUID().uuidString)
            guard (try? FileManager.default.createDirectory(atPath: uploads.folder, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])) != nil,
                  FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
                  let handle = FileHandle(forWritingAtPath: path)
            else {
                fail(.incomplete(field: name))
                return .ignored
            }
            part = .file(name: name, fileName: fileName, path: path, handle: handle, size: 0)
            return part!
        }

        func fail(_ problem: WebUploads.Problem) {
            self.problem = self.problem ?? problem
            stopped = true
            discardPart()
        }

        /// At the body's end: a part begun and never completed did not arrive whole.
        func finish() {
            guard !stopped else { return }
            switch part {
            case let .text(name, _)?, let .file(name, _, _, _, _)?: fail(.incomplete(field: name))
            case .ignored?: discardPart()
            case nil:
                // Headers read, and not one byte of the part after them.
                if !headers.isEmpty { fail(.incomplete(field: DispositionParameters(headers["content-disposition"] ?? "")["name"] ?? "")) }
            }
        }

        /// Every file removed: the request will not be answered.
        func discard() {
            discardPart()
            for file in files { try? FileManager.default.removeItem(atPath: file.path) }
            files = []
        }

        private func discardPart() {
            if case let .file(_, _, path, handle, _) = part {
                try? handle.close()
                try? FileManager.default.removeItem(atPath: path)
            }
            part = .ignored
        }
    }
}

/// The `key=value` parameters after the first `;` of a header such as `Content-Disposition:
/// form-data; name="file"; filename="guests.csv"`, keys in lower case, quoted values unquoted
/// (`\"` a quote).
struct DispositionParameters {
    private var values: [String: String] = [:]

    init(_ header: String) {
        var characters = header.drop { $0 != ";" }
        while let semicolon = characters.first, semicolon == ";" {
            characters = characters.dropFirst().drop { $0 == " " || $0 == "\t" }
            let key = characters.prefix { $0 != "=" && $0 != ";" }
            characters = characters.dropFirst(key.count)
            guard characters.first == "=" else { continue }
            characters = characters.dropFirst()
            var value = ""
            if characters.first == "\"" {
                characters = characters.dropFirst()
                var escaped = false
                while let character = characters.first {
                    characters = characters.dropFirst()
                    if escaped { value.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { break } else { value.append(character) }
                }
                characters = characters.drop { $0 != ";" }
            } else {
                let raw = characters.prefix { $0 != ";" }
                value = raw.trimmingCharacters(in: .whitespaces)
                characters = characters.dropFirst(raw.count)
            }
            let name = key.trimmingCharacters(in: .whitespaces).lowercased()
            if values[name] == nil { values[name] = value }
        }
    }

    subscript(_ key: String) -> String? { values[key] }
}
