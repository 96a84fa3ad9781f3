public import Domain
public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the signed-in token in `<directory>/session`, readable by its owner only (0600, in a
/// 0700 directory). Writes go to a temporary file first and are renamed into place, so a
/// crash never leaves half a token.
public struct SessionFileStore: SessionTokenStore {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    var fileURL: URL { directory.appendingPathComponent("session") }

    public func load() throws(DomainError) -> String? {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw .io("cannot read the session file \(fileURL.path): \(error.localizedDescription)")
        }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    public func save(_ token: String) throws(DomainError) {
        try createDirectory()
        let temporary = directory.appendingPathComponent(".session-\(getpid())")
        // open() with O_EXCL and mode 0600 so the token is never readable by others, not even
        // for the moment between writing and changing permissions.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .io("cannot write the session file in \(directory.path): \(String(cString: strerror(errno)))") }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0, rename(temporary.path, fileURL.path) == 0 else {
            unlink(temporary.path)
            throw .io("cannot write the session file \(fileURL.path): \(String(cString: strerror(errno)))")
        }
    }

    public func clear() throws(DomainError) {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw .io("cannot remove the session file \(fileURL.path): \(String(cString: strerror(errno)))")
        }
    }

    private func createDirectory() throws(DomainError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .io("cannot create the config directory \(directory.path): \(error.localizedDescription)")
        }
    }
}
