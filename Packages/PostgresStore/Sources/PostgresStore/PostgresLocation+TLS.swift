import Domain
import Foundation
import NIOSSL

/// What `sslMode` and `sslRootCertificate` mean for the TLS handshake, as libpq means them:
/// `prefer` and `require` encrypt without checking the server's certificate (they guard
/// against eavesdropping, not impersonation); `verify-full` checks the chain against the
/// root certificates (the system's when none are named) and the certificate's names against
/// `host`. As in libpq, `require` with named roots checks the chain but not the name (libpq's
/// `verify-ca`); `prefer` never checks (libpq would check named roots and, when they fail,
/// fall back to plain TCP: no safer than not checking).
extension PostgresLocation {
    /// The handshake's settings; nil for `disable`. The roots are named by path, not loaded,
    /// so a configuration can be made without throwing: `checkRootCertificate()` is what says
    /// clearly that the file is unusable.
    var tlsConfiguration: TLSConfiguration? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch (sslMode, sslRootCertificate) {
        case (.disable, _):
            return nil
        case (.verifyFull, let roots):
            configuration.certificateVerification = .fullVerification
            configuration.trustRoots = roots.map { .file($0) } ?? .default
        case (.require, let roots?):
            configuration.certificateVerification = .noHostnameVerification
            configuration.trustRoots = .file(roots)
        case (.require, nil), (.prefer, _):
            configuration.certificateVerification = .none
        }
        return configuration
    }

    /// Refuses a root certificate file that `verify-full` or `require` could not use, naming
    /// the file and why, where NIOSSL would say only "failedToLoadCertificate" during the
    /// connection. libpq passes over a missing file under `require`; a file named in the URL
    /// and missing is more likely a mistake than a wish to go unchecked.
    func checkRootCertificate() throws(DomainError) {
        guard sslMode == .verifyFull || sslMode == .require, let path = sslRootCertificate else { return }
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
