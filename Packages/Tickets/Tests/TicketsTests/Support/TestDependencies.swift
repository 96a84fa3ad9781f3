import Domain
import DomainTestSupport
import Foundation
import Tickets

/// The Tickets feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: TicketsDependencies {
    let store = InMemoryStore()
    /// Who is signed in; a door link's request swaps in its own (nobody).
    var signedIn = FixedCurrentUser()
    let fixedClock = FixedClock()
    let ids = SequentialIdentifierGenerator()
    let signatures = ChecksumSignatures()
    let tokens = CountingTokenGenerator()
    /// The door link a test's requests come with; none unless a test gives one.
    var door: any DoorPassProvider = NoDoorPass()
    /// Scans answered out of order (`ShuffledCheckIns`), for a door with several in flight.
    var shufflesScans = false

    var ticketTypeRepository: any TicketTypeRepository { store }
    var ticketRepository: any TicketRepository { store }
    var checkInRepository: any CheckInRepository { shufflesScans ? ShuffledCheckIns(store: store) : store }
    var eventSigningKeyRepository: any EventSigningKeyRepository { store }
    var guestRepository: any GuestRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }
    var guestPass: any GuestPassProvider { NoGuestPass() }
    var doorPass: any DoorPassProvider { door }
    var doorLinkRepository: any DoorLinkRepository { store }
    var tokenGenerator: any TokenGenerator { tokens }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
    var signatureService: any SignatureService { signatures }
    var qrCodeMaker: any QRCodeMaker { StandInQRCodes() }
    var mailOutbox: any MailOutboxRepository { store }
}
