import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Testing
@testable import Tickets

extension Fixture {
    /// A door of "gala" added by whoever is signed in.
    @discardableResult
    func addDoor(_ name: String, expires: String? = nil) async throws -> NewDoorResponse {
        try await AddDoor(dependencies).execute(AddDoorRequest(event: "gala", name: name, expires: expires))
    }

    /// One request that carries the door link `secret` and no session, as the door's phone sends
    /// it. Each call is a new request: its door pass resolves afresh.
    func atDoor(_ secret: String) -> TestDependencies {
        var request = dependencies
        request.signedIn = FixedCurrentUser()
        request.door = DoorPass(secret: secret, tokens: dependencies.tokens, doors: dependencies.store, clock: dependencies.fixedClock)
        return request
    }

    /// "other", a second event Ada owns, with a "Regular" type and one ticket: a code the gala's
    /// door must refuse.
    func otherEvent() async throws -> (event: Event, ticket: TicketView) {
        let now = dependencies.fixedClock.now()
        let other = Event(id: dependencies.ids.make(), handle: try Handle("other"), title: "Other", startsAt: now.addingTimeInterval(3_600),
                          endsAt: now.addingTimeInterval(7_200), timeZone: event.timeZone, currency: .euro, createdAt: now, updatedAt: now)
        try await store.create(other, owner: Membership(eventID: other.id, userID: ada.id, role: .owner, addedAt: now))
        let signedIn = try dependencies.signedIn.requireUser()
        signIn(ada)
        defer { signIn(signedIn) }
        _ = try await AddTicketType(dependencies).execute(TicketTypeRequest(event: "other", name: "Regular", price: "1"))
        let issued = try await IssueTickets(dependencies).execute(IssueTicketsRequest(event: "other", type: "regular", name: "Otto Other"))
        return (other, try #require(issued.tickets.first))
    }

    /// A code the gala's key truly signs for a ticket the store does not hold (a database
    /// restored from before it was issued).
    func codeOfUnknownTicket() async throws -> String {
        let key = try #require(await store.signingKey(of: event.id))
        return try TicketCode.signed(ticket: TicketID(UUID()), event: event.id, typeNumber: 1, key: key, signer: dependencies.signatures).text
    }

    /// A guest with the name given (the other helpers derive it from the handle), accepted.
    @discardableResult
    func guest(_ handle: String, named name: String, email: String?, plusOnes: [String] = [], others: Int = 0) async throws -> Guest {
        let now = dependencies.fixedClock.now()
        let guest = Guest(id: dependencies.ids.make(), eventID: event.id, handle: try Handle(handle), name: name,
                          email: try email.map { try EmailAddress($0) }, others: others, plusOnes: plusOnes, status: .accepted,
                          statusChangedAt: now, createdAt: now, updatedAt: now)
        try await store.change(event: event.id) { _, guests in guests.append(guest) }
        return guest
    }
}

/// `code` with one character of its signature changed: a forgery.
func tampered(_ code: String) -> String {
    var characters = Array(code)
    characters[60] = characters[60] == "A" ? "B" : "A"
    return String(characters)
}

/// What `presentation` gives as JSON, read back as plain objects.
func jsonObject(_ presentation: Presentation) throws -> Any {
    try JSONSerialization.jsonObject(with: JSONEncoder().encode(presentation.json))
}
