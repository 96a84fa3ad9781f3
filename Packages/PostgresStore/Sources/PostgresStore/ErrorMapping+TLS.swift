import Domain
import NIOSSL
import PostgresNIO

/// One line for a connection that TLS refused. NIOSSL's own errors print as BoringSSL's error
/// stack ("handshakeFailed(sslError([... CERTIFICATE_VERIFY_FAILED]))"), which says neither
/// which check failed nor what to do about it.
extension ErrorMapping {
    /// nil when TLS is not why `error` happened.
    func tlsError(_ error: any Error) -> DomainError? {
        if let error = error as? PSQLError {
            if error.code == .sslUnsupported {
                return .storeUnavailable("the server of the database at \(place) does not offer TLS, which sslmode=require and verify-full need; turn on ssl in the server, or use sslmode=prefer or disable")
            }
            return error.underlying.flatMap(tlsError)
        }
        switch error {
        case NIOSSLError.handshakeFailed(let failure) where "\(failure)".contains("CERTIFICATE_VERIFY_FAILED"):
            return .storeUnavailable("the server's certificate for the database at \(place) is not trusted: it is not signed by a root certificate of sslrootcert (or of the system when none is named), or it has expired; name the server's CA with sslrootcert")
        case NIOSSLError.handshakeFailed(let failure):
            return .storeUnavailable("the TLS handshake with the database at \(place) failed (\(failure)); check the server's TLS settings")
        case let error as NIOSSLExtraError where error == .failedToValidateHostname:
            // NIOSSL's description names "<none>" for an address, which has no server name.
            return .storeUnavailable("the server's certificate for the database at \(place) does not name its host; connect by a name or address the certificate lists")
        case let error as NIOSSLError:
            return .storeUnavailable("TLS with the database at \(place) failed (\(error)); check sslmode and sslrootcert")
        default:
            return nil
        }
    }
}
