import Domain
import Foundation

/// The event, types and tickets the ticket contracts store.
enum TicketContractFixtures {
    private typealias F = ContractFixtures

    /// A stored event owned by a new account.
    static func event(in store: any EventRepository & UserRepository, _ handle: String = "summer-gala") async throws -> Event {
        let owner = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(owner)
        let event = try F.event(handle)
        try await store.create(event, owner: F.membership(event, owner))
        return event
    }

    static func type(_ handle: String, number: Int, of event: Event, quota: Int? = nil, pool: String? = nil) throws -> TicketType {
        TicketType(id: TicketTypeID(UUID()), eventID: event.id, number: number, handle: try Handle(handle), name: "Type \(handle)",
                   price: Money(minorUnits: 2500, currency: .euro), quota: quota, pool: try pool.map { try Handle($0) },
                   salesOpen: F.instant(-3600), salesClose: F.instant(3600), maxPerIssue: 4, createdAt: F.instant(), updatedAt: F.instant())
    }

    static func ticket(_ reference: String, of type: TicketType, guest: GuestID? = nil, at offset: TimeInterval = 0) -> Ticket {
        Ticket(id: TicketID(UUID()), eventID: type.eventID, typeID: type.id, reference: reference, holder: "Holder \(reference)",
               email: try? EmailAddress("\(reference.lowercased())@example.org"), guestID: guest, price: type.price,
               issuedAt: F.instant(offset))
    }

    /// An event with one type, "regular", and its catalog stored.
    static func eventWithType(in store: any TicketTypeRepository & EventRepository & UserRepository,
                              _ handle: String = "summer-gala") async throws -> (Event, TicketType) {
        let event = try await event(in: store, handle)
        let regular = try type("regular", number: 1, of: event, quota: 10)
        try await store.changeCatalog(event: event.id) { _, catalog, _ in catalog.types = [regular] }
        return (event, regular)
    }
}
