public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `serve --tls self-signed` keeps its certificate (`cert.pem`) and key (`key.pem`, 0600,
/// in a 0700 folder): phones that accepted the certificate once are not asked again at each
/// restart, only when it is renewed or the names it must carry change.
public struct SelfSignedCertificateFolder: Sendable {
    public let directory: URL

    /// A certificate with less than a week left is made anew, so one taken on the eve of an event
    /// lasts through it rather than lapsing while the doors are open.
    static let renewal: TimeInterval = 7 * 24 * 3600

    public init(directory: URL) {
        self.directory = directory
    }

    var certificateFile: URL { directory.appendingPathComponent("cert.pem") }
    var keyFile: URL { directory.appendingPathComponent("key.pem") }

    /// The kept certificate while it is valid for a week more and carries every one of `names`;
    /// else a new one, kept in its place.
    public func certificate(for names: CertificateNames, now: Date = Date()) throws -> SelfSignedCertificate {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw WebServerError(field: "tls", reason: "cannot create the folder \(directory.path); check that its parent is a writable folder, or set RUSHDAY_CONFIG_HOME")
        }
        // Two servers starting at once must not keep one's key beside the other's certificate.
        let lock = open(directory.appendingPathComponent(".lock").path, O_RDWR | O_CREAT, 0o600)
        guard lock >= 0, flock(lock, LOCK_EX) == 0 else { throw failure("cannot lock \(directory.path)") }
        defer { close(lock) }
        if let kept = kept(), (try? serves(kept, names, at: now)) == true { return kept }
        let made = try SelfSignedCertificate(names: names, now: now)
        try keep(made.keyPEM, in: keyFile, mode: 0o600)
        try keep(made.certificatePEM, in: certificateFile, mode: 0o644)
        return made
    }

    private func serves(_ kept: SelfSignedCertificate, _ names: CertificateNames, at now: Date) throws -> Bool {
        try kept.certificate.notValidBefore <= now && kept.certificate.notValidAfter.timeIntervalSince(now) >= Self.renewal
            && names.isSubset(of: kept.names)
    }

    /// Nil when there is none, it cannot be read, or its key may be read by others (then no longer
    /// a secret, so replaced).
    private func kept() -> SelfSignedCertificate? {
        var info = stat()
        guard stat(keyFile.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 == 0,
              let key = try? String(contentsOf: keyFile, encoding: .utf8),
              let certificate = try? String(contentsOf: certificateFile, encoding: .utf8) else { return nil }
        return try? SelfSignedCertificate(certificatePEM: certificate, keyPEM: key)
    }

    /// Written beside the file with its final mode from the first byte, then renamed into place.
    private func keep(_ text: String, in file: URL, mode: mode_t) throws {
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
        unlink(temporary.path)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw failure("cannot write \(temporary.path)") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0, rename(temporary.path, file.path) == 0 else {
            let reason = failure("cannot write \(file.path)")
            unlink(temporary.path)
            throw reason
        }
    }

    private func failure(_ what: String) -> WebServerError {
        WebServerError(field: "tls", reason: "\(what) (\(String(cString: strerror(errno)))); check the folder's permissions and free space")
    }
}
