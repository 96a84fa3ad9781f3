public import Domain
import Foundation
import Testing

/// What every `TicketTypeRepository` does.
public enum TicketTypeRepositoryContract {
    public typealias Store = any TicketTypeRepository & TicketRepository & EventRepository & UserRepository
    private typealias T = TicketContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("changeCatalog stores types by number and pools by handle, per event") { (store: Store) async throws in
            let gala = try await T.event(in: store)
            let other = try await T.event(in: store, "other")
            let seats = TicketPool(eventID: gala.id, handle: try Handle("seats"), quota: 100)
            let early = try T.type("early-bird", number: 2, of: gala, pool: "seats")
            var regular = try T.type("regular", number: 1, of: gala, quota: 80, pool: "seats")
            regular.salesOpen = nil
            regular.salesClose = nil
            let stored = regular
            let seen = try await store.changeCatalog(event: gala.id) { event, catalog, counts in
                catalog.types = [early, stored]
                catalog.pools = [seats]
                return (event.id, counts)
            }
            #expect(seen.0 == gala.id && seen.1 == TicketCounts())
            #expect(try await store.catalog(of: gala.id) == TicketCatalog(types: [stored, early], pools: [seats]))
            #expect(try await store.catalog(of: other.id) == TicketCatalog())

            var cheaper = early
            cheaper.price = Money(minorUnits: 1999, currency: .euro)
            cheaper.quota = 20
            let changed = cheaper
            try await store.changeCatalog(event: gala.id) { _, catalog, _ in catalog.types = [changed] }
            #expect(try await store.catalog(of: gala.id).types == [changed])
        },
        ContractCase("the counts handed to a change are the valid tickets by type and guest") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let guest = GuestID(UUID())
            let tickets = [T.ticket("AAAA1111", of: regular, guest: guest), T.ticket("AAAA2222", of: regular, guest: guest),
                           T.ticket("AAAA3333", of: regular)]
            try await store.issue(event: gala.id) { _, _, _ in (tickets, ()) }
            _ = try await store.cancel(tickets[2].id, at: ContractFixtures.instant(10))
            let counts = try await store.changeCatalog(event: gala.id) { _, _, counts in counts }
            #expect(counts == TicketCounts(byType: [regular.id: 2], byGuest: [guest: 2]))
        },
        ContractCase("an inconsistent catalog or an error from the change stores nothing") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let twin = try T.type("regular", number: 2, of: gala)
            await #expect(throws: DomainError.ticketTypeTaken(regular.handle)) {
                try await store.changeCatalog(event: gala.id) { _, catalog, _ in catalog.types.append(twin) }
            }
            let pooled = try T.type("pooled", number: 2, of: gala, pool: "nowhere")
            await #expect(throws: DomainError.ticketPoolMissing(try Handle("nowhere"))) {
                try await store.changeCatalog(event: gala.id) { _, catalog, _ in catalog.types.append(pooled) }
            }
            let failure = DomainError.invalid(field: "quota", message: "no")
            await #expect(throws: failure) {
                try await store.changeCatalog(event: gala.id) { (_, catalog: inout TicketCatalog, _) throws(DomainError) in
                    catalog.types.removeAll()
                    throw failure
                }
            }
            #expect(try await store.catalog(of: gala.id).types == [regular])
        },
        ContractCase("a type with tickets cannot be removed; a missing event is eventMissing") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            try await store.issue(event: gala.id) { _, _, _ in ([T.ticket("BBBB1111", of: regular)], ()) }
            await #expect(throws: DomainError.ticketTypeInUse(regular.handle, tickets: 1)) {
                try await store.changeCatalog(event: gala.id) { _, catalog, _ in catalog.types.removeAll() }
            }
            let ghost = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.changeCatalog(event: ghost) { _, catalog, _ in catalog.types.removeAll() }
            }
        },
    ]
}
