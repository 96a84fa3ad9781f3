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

    /// The token, or nil when there is no session file. A file others may read or write is
    /// refused rather than used: the token in it may no longer be a secret, and a token someone
    /// else could have written would sign this user in as someone else.
    public func load() throws(DomainError) -> String? {
        let path = fileURL.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .io(field: "session", message: "cannot read \(path) (\(Self.systemError())); check the permissions of the file and its folder")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .io(field: "session", message: "\(path) is not a file; remove it, then sign in again")
        }
        guard info.st_mode & 0o077 == 0 else {
            let mode = String(info.st_mode & 0o777, radix: 8)
            throw .io(field: "session", message: "\(path) is open to other users (mode \(mode)); run chmod 600 \(path), or delete it and sign in again")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(field: "session", message: "cannot read \(path); check the permissions of the file and its folder")
        }
        // The token is ASCII; trimming its bytes spares every command Foundation's character
        // sets (set up on first use, a twentieth of `auth whoami`).
        let bytes = Array(data)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || (0x09...0x0d).contains(byte) }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
            return nil
        }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    public func save(_ token: String) throws(DomainError) {
        try createDirectory()
        let temporary = directory.appendingPathComponent(".session-\(getpid())")
        // open() with O_EXCL and mode 0600 so the token is never readable by others, not even
        // for the moment between writing and changing permissions.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .io(field: "session", message: "cannot write the session file in \(directory.path) (\(Self.systemError())); check the folder's permissions") }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0, rename(temporary.path, fileURL.path) == 0 else {
            unlink(temporary.path)
            throw .io(field: "session", message: "cannot write \(fileURL.path) (\(Self.systemError())); check the folder's permissions and free space")
        }
    }

    public func clear() throws(DomainError) {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw .io(field: "session", message: "cannot remove \(fileURL.path) (\(Self.systemError())); check the folder's permissions")
        }
    }

    private func createDirectory() throws(DomainError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            // Foundation's own text ("NSCocoaErrorDomain error 256") helps nobody; say what to check.
            throw .io(field: "session", message: "cannot create the folder \(directory.path); check that its parent exists, is a folder and is writable, or set RUSHDAY_CONFIG_HOME")
        }
    }

    /// The C library's one-line description of the last system call's failure.
    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
