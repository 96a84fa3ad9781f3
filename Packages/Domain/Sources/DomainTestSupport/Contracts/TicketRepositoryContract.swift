public import Domain
import Foundation
import Testing

/// What every `TicketRepository` does.
public enum TicketRepositoryContract {
    public typealias Store = any TicketRepository & TicketTypeRepository & EventRepository & UserRepository
    private typealias T = TicketContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("issue inserts what the decision returns; tickets, by guest, by reference and by id read them") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let later = T.ticket("CCCC2222", of: regular, at: 20)
            let first = T.ticket("CCCC1111", of: regular, guest: GuestID(UUID()), at: 10)
            let seen = try await store.issue(event: gala.id) { event, catalog, counts in
                ([later, first], (event.id, catalog.types, counts))
            }
            #expect(seen.0 == gala.id && seen.1 == [regular] && seen.2 == TicketCounts())
            #expect(try await store.tickets(of: gala.id) == [first, later])
            #expect(try await store.tickets(of: gala.id, issuedTo: first.guestID!) == [first])
            #expect(try await store.tickets(of: gala.id, issuedTo: GuestID(UUID())).isEmpty)
            #expect(try await store.ticket(reference: "CCCC2222") == later)
            #expect(try await store.ticket(id: first.id) == first)
            #expect(try await store.ticket(reference: "NOPE0000") == nil)
            let counts = try await store.issue(event: gala.id) { _, _, counts in ([Ticket](), counts) }
            #expect(counts.byType == [regular.id: 2] && counts.byGuest == [first.guestID!: 1])
        },
        ContractCase("an error from the decision, or a reference taken, inserts nothing") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            try await store.issue(event: gala.id) { _, _, _ in ([T.ticket("DDDD1111", of: regular)], ()) }
            let soldOut = DomainError.invalid(field: "count", message: "sold out")
            await #expect(throws: soldOut) {
                try await store.issue(event: gala.id) { (_, _, _) throws(DomainError) -> ([Ticket], Void) in throw soldOut }
            }
            let fresh = T.ticket("DDDD2222", of: regular)
            let twin = T.ticket("DDDD1111", of: regular)
            await #expect(throws: DomainError.ticketReferenceTaken) {
                try await store.issue(event: gala.id) { _, _, _ in ([fresh, twin], ()) }
            }
            #expect(try await store.tickets(of: gala.id).map(\.reference) == ["DDDD1111"])
        },
        ContractCase("cancel marks a valid ticket once; counts no longer hold it") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let ticket = T.ticket("EEEE1111", of: regular)
            try await store.issue(event: gala.id) { _, _, _ in ([ticket], ()) }
            let cancelled = try await store.cancel(ticket.id, at: ContractFixtures.instant(30))
            #expect(cancelled.status == .cancelled && cancelled.cancelledAt == ContractFixtures.instant(30))
            #expect(try await store.ticket(id: ticket.id) == cancelled)
            await #expect(throws: DomainError.ticketAlreadyCancelled("EEEE1111")) {
                _ = try await store.cancel(ticket.id, at: ContractFixtures.instant(40))
            }
            let ghost = TicketID(UUID())
            await #expect(throws: DomainError.ticketMissing(ghost)) { _ = try await store.cancel(ghost, at: ContractFixtures.instant()) }
            #expect(try await store.issue(event: gala.id) { _, _, counts in ([Ticket](), counts) } == TicketCounts())
        },
        ContractCase("deleting the event deletes its types and tickets") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let ticket = T.ticket("FFFF1111", of: regular)
            try await store.issue(event: gala.id) { _, _, _ in ([ticket], ()) }
            try await store.delete(gala.id)
            #expect(try await store.tickets(of: gala.id).isEmpty)
            #expect(try await store.ticket(id: ticket.id) == nil)
            #expect(try await store.catalog(of: gala.id) == TicketCatalog())
            let ghost = gala.id
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.issue(event: ghost) { _, _, _ in ([Ticket](), ()) }
            }
        },
    ]
}
