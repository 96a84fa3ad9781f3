import CryptoServices
import Domain
import SQLiteStore
import Tickets

/// Tickets's wiring: its repositories from the store and Ed25519 signatures; guests, events,
/// memberships, the clock and ids are the container's own.
extension AppContainer: TicketsDependencies {
    var ticketTypeRepository: any TicketTypeRepository { store }
    var ticketRepository: any TicketRepository { store }
    var checkInRepository: any CheckInRepository { store }
    var eventSigningKeyRepository: any EventSigningKeyRepository { store }
    var signatureService: any SignatureService { Ed25519Signatures() }
}
