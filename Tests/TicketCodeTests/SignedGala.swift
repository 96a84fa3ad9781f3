import CryptoServices
import Domain
import DomainTestSupport
import Foundation
import Tickets

/// An event whose tickets are signed with real Ed25519 keys, on the in-memory store: valid codes
/// and the key file a door would hold.
struct SignedGala: TicketsDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let fixedClock = FixedClock()

    var ticketTypeRepository: any TicketTypeRepository { store }
    var ticketRepository: any TicketRepository { store }
    var checkInRepository: any CheckInRepository { store }
    var eventSigningKeyRepository: any EventSigningKeyRepository { store }
    var guestRepository: any GuestRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }
    var guestPass: any GuestPassProvider { NoGuestPass() }
    var doorPass: any DoorPassProvider { NoDoorPass() }
    var doorLinkRepository: any DoorLinkRepository { store }
    var tokenGenerator: any TokenGenerator { SecureTokenGenerator() }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { RandomIdentifierGenerator() }
    var signatureService: any SignatureService { Ed25519Signatures() }
    var qrCodeMaker: any QRCodeMaker { StandInQRCodes() }
    var mailOutbox: any MailOutboxRepository { store }

    /// Events "gala" and "other", each with a type "regular", owned by the signed-in Ada.
    static func make() async throws -> SignedGala {
        let gala = SignedGala()
        let now = gala.fixedClock.now()
        let ada = User(id: UserID(UUID()), email: try EmailAddress("ada@example.org"), displayName: "Ada", passwordHash: "x", createdAt: now)
        try await gala.store.create(ada)
        for handle in ["gala", "other"] {
            let event = Event(id: EventID(UUID()), handle: try Handle(handle), title: handle, startsAt: now.addingTimeInterval(86_400),
                              endsAt: now.addingTimeInterval(90_000), timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro,
                              createdAt: now, updatedAt: now)
            try await gala.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        }
        gala.signedIn.signIn(ada)
        for event in ["gala", "other"] {
            _ = try await AddTicketType(gala).execute(TicketTypeRequest(event: event, name: "Regular", price: "10", maxPerIssue: 100))
        }
        return gala
    }

    func codes(_ count: Int, event: String = "gala") async throws -> [String] {
        try await IssueTickets(self).execute(IssueTicketsRequest(event: event, type: "regular", name: "Holder", count: count)).tickets.map(\.code)
    }

    func keyFile(_ event: String = "gala") async throws -> String {
        try await ExportKey(self).execute(EventTicketsRequest(event: event)).keyFile.text
    }
}
