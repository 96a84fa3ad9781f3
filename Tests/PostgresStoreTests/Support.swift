import Domain
import Foundation
import PostgresNIO
import PostgresStore

/// Runs `body` with a client of `location`'s schema, to look behind the store's back.
func behindTheStore<T>(_ location: PostgresLocation, _ body: (PostgresClient) async throws -> T) async throws -> T {
    let client = Admin.client(for: location)
    let running = Task { await client.run() }
    defer { running.cancel() }
    return try await body(client)
}

/// The DomainError `body` throws, or nil when it succeeds.
func domainError(_ body: () async throws(DomainError) -> Void) async -> DomainError? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}

func makeUser(_ email: String) throws -> User {
    User(id: UserID(UUID()), email: try EmailAddress(email), displayName: "Someone",
         passwordHash: "$scrypt$ln=15,r=8,p=1$salt$hash", createdAt: Date(timeIntervalSince1970: 1_780_000_000))
}

extension PostgresStore {
    /// An account made the only way the store makes one: with its first session.
    func addAccount(_ user: User) async throws(DomainError) {
        let session = UserSession(id: SessionID(UUID()), userID: user.id, tokenHash: "seed-\(UUID())",
                                  createdAt: user.createdAt, expiresAt: user.createdAt.addingTimeInterval(UserSession.lifetime))
        try await create(user, firstSession: session, replacing: nil)
    }
}

func makeEvent(_ handle: String) throws -> Event {
    let start = Date(timeIntervalSince1970: 1_780_003_600)
    return Event(id: EventID(UUID()), handle: try Handle(handle), title: "Event \(handle)", startsAt: start,
                 endsAt: start.addingTimeInterval(7200), timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro,
                 createdAt: start, updatedAt: start)
}

/// An account owning a new event, stored.
func seededEvent(_ handle: String, in store: PostgresStore) async throws -> (Event, User) {
    let owner = try makeUser("owner-\(handle)@example.org")
    try await store.addAccount(owner)
    let event = try makeEvent(handle)
    try await store.create(event, owner: Membership(eventID: event.id, userID: owner.id, role: .owner, addedAt: event.createdAt))
    return (event, owner)
}

/// A ticket type of `event` with `quota` places, stored.
func seededType(of event: Event, quota: Int?, number: Int = 1, handle: String = "door",
                in store: PostgresStore) async throws -> TicketType {
    let type = TicketType(id: TicketTypeID(UUID()), eventID: event.id, number: number, handle: try Handle(handle), name: handle,
                          price: Money(minorUnits: 1000, currency: .euro), quota: quota, createdAt: event.createdAt,
                          updatedAt: event.createdAt)
    try await store.changeCatalog(event: event.id) { _, catalog, _ in catalog.types.append(type) }
    return type
}

func makeTicket(of type: TicketType, _ reference: String) -> Ticket {
    Ticket(id: TicketID(UUID()), eventID: type.eventID, typeID: type.id, reference: reference, holder: "Someone",
           price: type.price, issuedAt: type.createdAt)
}
