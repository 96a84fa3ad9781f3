import Domain
import Foundation
import Synchronization
import Testing

/// What every `CheckInRepository` does with scans made offline and uploaded later.
extension CheckInRepositoryContract {
    private typealias Tickets = TicketContractFixtures

    /// An event with `count` tickets issued.
    static func eventWithTickets(_ count: Int, in store: Store, _ handle: String = "summer-gala") async throws -> (Event, [Ticket]) {
        let (event, regular) = try await Tickets.eventWithType(in: store, handle)
        let prefix = handle.prefix(1).uppercased()
        let tickets = (0..<count).map { Tickets.ticket("\(prefix)\(1_000_000 + $0)", of: regular) }
        try await store.issue(event: event.id) { _, _, _ in (tickets, ()) }
        return (event, tickets)
    }

    static let uploadCases: [ContractCase<Store>] = [
        ContractCase("uploads are stored whatever the ticket's state: an entry of a ticket inside, of a cancelled ticket") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(2, in: store)
            let online = scan(tickets[0], .entry, at: 100)
            #expect(try await record(store, online) == .recorded)
            _ = try await store.cancel(tickets[1].id, at: ContractFixtures.instant(50))
            let again = scan(tickets[0], .entry, by: "phone", at: 110, nonce: "n-1")
            let cancelled = scan(tickets[1], .entry, by: "phone", at: 120, nonce: "n-2")
            #expect(try await store.upload([again, cancelled]) == [.recorded, .recorded])
            #expect(try await store.scans(of: gala.id) == [online, again, cancelled])
        },
        ContractCase("a nonce the event has already is a duplicate, also within one batch, and stores nothing") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(2, in: store)
            let first = scan(tickets[0], .entry, at: 100, nonce: "n-1")
            let sameNonce = scan(tickets[1], .entry, at: 101, nonce: "n-1")
            let second = scan(tickets[1], .entry, at: 102, nonce: "n-2")
            #expect(try await store.upload([first, sameNonce, second]) == [.recorded, .duplicate, .recorded])
            #expect(try await store.upload([second, first, scan(tickets[0], .exit, at: 200, nonce: "n-1")]) == [.duplicate, .duplicate, .duplicate])
            #expect(try await store.scans(of: gala.id) == [first, second])
        },
        ContractCase("another event's ticket and an unknown id are unknownTickets and store nothing; the rest is stored") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(1, in: store)
            let (other, foreign) = try await eventWithTickets(1, in: store, "other")
            let misplaced = CheckInScan(ticketID: foreign[0].id, eventID: gala.id, direction: .entry, device: "phone",
                                        at: ContractFixtures.instant(1), nonce: "n-1")
            let stranger = CheckInScan(ticketID: TicketID(UUID()), eventID: gala.id, direction: .entry, device: "phone",
                                       at: ContractFixtures.instant(2), nonce: "n-2")
            let known = scan(tickets[0], .entry, at: 3, nonce: "n-3")
            #expect(try await store.upload([misplaced, stranger, known]) == [.unknownTicket, .unknownTicket, .recorded])
            #expect(try await store.scans(of: gala.id) == [known])
            #expect(try await store.scans(of: other.id).isEmpty)
            #expect(try await store.upload([scan(tickets[0], .exit, at: 4, nonce: "n-1")]) == [.recorded], "an unknown ticket's nonce is not kept")
        },
        ContractCase("the same nonce at two events is two scans") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(1, in: store)
            let (other, foreign) = try await eventWithTickets(1, in: store, "other")
            let here = scan(tickets[0], .entry, at: 1, nonce: "n-1")
            let there = scan(foreign[0], .entry, at: 1, nonce: "n-1")
            #expect(try await store.upload([here, there]) == [.recorded, .recorded])
            #expect(try await store.scans(of: gala.id) == [here])
            #expect(try await store.scans(of: other.id) == [there])
        },
        ContractCase("after uploads the door decides by the latest scan in time, not the last stored") { (store: Store) async throws in
            let (_, tickets) = try await eventWithTickets(2, in: store)
            // 19:30 online entry, then an exit made offline at 19:10 arrives: still inside.
            let onlineEntry = scan(tickets[0], .entry, at: 1800)
            #expect(try await record(store, onlineEntry) == .recorded)
            #expect(try await store.upload([scan(tickets[0], .exit, by: "phone", at: 600, nonce: "n-1")]) == [.recorded])
            #expect(try await record(store, scan(tickets[0], .entry, at: 1900)) == .alreadyInside(onlineEntry))
            // 19:30 online exit, then an entry made offline at 19:35 arrives: inside again.
            #expect(try await record(store, scan(tickets[1], .entry, at: 1000)) == .recorded)
            #expect(try await record(store, scan(tickets[1], .exit, at: 1800)) == .recorded)
            let offlineEntry = scan(tickets[1], .entry, by: "phone", at: 2100, nonce: "n-2")
            #expect(try await store.upload([offlineEntry]) == [.recorded])
            #expect(try await record(store, scan(tickets[1], .entry, at: 2200)) == .alreadyInside(offlineEntry))
            #expect(try await record(store, scan(tickets[1], .exit, at: 2300)) == .recorded)
        },
        ContractCase("scans are listed by time, then in the order stored; nonces read back, online scans have none") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(4, in: store)
            let late = scan(tickets[0], .entry, at: 300, nonce: "n-1")
            let early = scan(tickets[1], .entry, at: 100, nonce: "n-2")
            let lateToo = scan(tickets[2], .entry, at: 300, nonce: "n-3")
            let middle = scan(tickets[3], .entry, at: 200, nonce: "n-4")
            #expect(try await store.upload([late, early, lateToo, middle]) == [.recorded, .recorded, .recorded, .recorded])
            let online = scan(tickets[0], .exit, at: 300)
            #expect(try await record(store, online) == .recorded)
            let scans = try await store.scans(of: gala.id)
            #expect(scans == [early, middle, late, lateToo, online])
            #expect(scans.map(\.nonce) == ["n-2", "n-4", "n-1", "n-3", nil])
        },
        ContractCase("a batch is stored in one transaction: a reader sees none of it or all of it") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(1, in: store)
            let batch = (0..<2_000).map { index in
                scan(tickets[0], index.isMultiple(of: 2) ? .entry : .exit, by: "phone", at: Double(index), nonce: "n-\(index)")
            }
            let done = Flag()
            let seen = try await withThrowingTaskGroup(of: Set<Int>.self) { group in
                group.addTask {
                    defer { done.raise() }
                    let outcomes = try await store.upload(batch)
                    #expect(outcomes.allSatisfy { $0 == .recorded })
                    return []
                }
                group.addTask {
                    var counts: Set<Int> = []
                    repeat {
                        counts.insert(try await store.scans(of: gala.id).count)
                    } while !done.isRaised
                    return counts
                }
                return try await group.reduce(into: Set<Int>()) { $0.formUnion($1) }
            }
            #expect(seen.isSubset(of: [0, 2_000]), "\(seen.sorted())")
            #expect(try await store.scans(of: gala.id) == batch)
        },
    ]
}

/// Set once by one task, read by another.
private final class Flag: Sendable {
    private let raised = Atomic(false)

    func raise() { raised.store(true, ordering: .releasing) }
    var isRaised: Bool { raised.load(ordering: .acquiring) }
}
