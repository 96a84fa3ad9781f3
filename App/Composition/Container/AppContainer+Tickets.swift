import CryptoServices
import Domain
import QRCode
import Tickets

/// Tickets's wiring: its repositories from the store, Ed25519 signatures and QR codes; guests,
/// events, memberships, the clock and ids are the container's own.
extension AppContainer: TicketsDependencies {
    var ticketTypeRepository: any TicketTypeRepository { keptEventReads ?? store }
    var ticketRepository: any TicketRepository { store }
    var checkInRepository: any CheckInRepository { store }
    var eventSigningKeyRepository: any EventSigningKeyRepository { store }
    var doorLinkRepository: any DoorLinkRepository { store }
    var signatureService: any SignatureService { Ed25519Signatures() }
    var qrCodeMaker: any QRCodeMaker { QRCodes() }
}
