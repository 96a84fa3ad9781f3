import Domain
import Foundation
import NIOSSL

/// What `sslMode` and `sslRootCertificate` mean for the TLS handshake, as libpq means them:
/// `prefer` and `require` encrypt without checking the server's certificate (they guard
/// against eavesdropping, not impersonation); `verify-full` checks the chain against the
/// root certificates and the certificate's names against `host`.
extension PostgresLocation {
    /// The handshake's settings; nil for `disable`. The roots are named by path, not loaded,
    /// so a configuration can be made without throwing: `checkRootCertificate()` is what says
    /// clearly that the file is unusable.
    var tlsConfiguration: TLSConfiguration? {
        guard sslMode != .disable else { return nil }
        var configuration = TLSConfiguration.makeClientConfiguration()
        if sslMode == .verifyFull {
            configuration.certificateVerification = .fullVerification
            configuration.trustRoots = sslRootCertificate.map { .file($0) } ?? .default
        } else {
            configuration.certificateVerification = .none
        }
        return configuration
    }

    /// Refuses a root certificate file that `verify-full` could not use, naming the file and
    /// why, where NIOSSL would say only "failedToLoadCertificate" during the connection.
    func checkRootCertificate() throws(DomainError) {
        guard sslMode == .verifyFull, let path = sslRootCertificate else { return }
        var isFolder: ObjCBool = false
        let reason: String? = if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            "no such file"
        } else if isFolder.boolValue {
            "it is a folder"
        } else if !FileManager.default.isReadableFile(atPath: path) {
            "permission denied"
        } else {
            nil
        }
        guard reason == nil, let bytes = FileManager.default.contents(atPath: path) else {
            throw .storeUnavailable("cannot read the root certificate \(path) (sslrootcert) for the database at \(description): \(reason ?? "unreadable"); name a readable PEM file")
        }
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(bytes)), !certificates.isEmpty else {
            throw .storeUnavailable("the root certificate \(path) (sslrootcert) for the database at \(description) holds no PEM certificate; name a PEM file (BEGIN CERTIFICATE)")
        }
    }
}
