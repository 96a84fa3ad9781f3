import CryptoServices
import Domain
import RushDayCommandLine
import Tickets

/// What `tickets verify` and `checkin --offline` run on: Ed25519 and nothing else, no database, no session, as a door
/// without the event's data would.
struct OfflineVerifier: OfflineVerification {
    var signatureService: any SignatureService { Ed25519Signatures() }
    /// The nonces an offline door gives its scans.
    var nonces: any TokenGenerator { SecureTokenGenerator() }
}
