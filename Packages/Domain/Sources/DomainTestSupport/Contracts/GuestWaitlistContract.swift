import Domain
import Foundation
import Testing

/// What every store does for the waitlist rule (`Waitlist`): a batch finds the party served
/// next, and a new capacity is stored with the guests it lets in, or not at all.
extension GuestRepositoryContract {
    private typealias F = ContractFixtures

    static let waitlistCases: [ContractCase<Store>] = [
        ContractCase("acceptedHeads counts the event's accepted guests with their parties, and no one else's") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            func party(_ handle: String, of event: Event, others: Int, _ status: RSVPStatus) throws -> Guest {
                var guest = try guest(handle, of: event)
                (guest.others, guest.status) = (others, status)
                return guest
            }
            #expect(try await store.acceptedHeads(of: gala.id) == 0)
            let list = [try party("ann", of: gala, others: 2, .accepted), try party("bea", of: gala, others: 0, .accepted),
                        try party("cy", of: gala, others: 4, .pending), try party("di", of: gala, others: 1, .unconfirmed),
                        try party("ed", of: gala, others: 3, .waitlisted)]
            let kim = try party("kim", of: other, others: 5, .accepted)
            try await store.change(event: gala.id) { _, guests in guests += list }
            try await store.change(event: other.id) { _, guests in guests.append(kim) }
            #expect(try await store.acceptedHeads(of: gala.id) == 4)
            try await store.change(event: gala.id) { _, guests in
                guests[guests.firstIndex { $0.handle.value == "cy" }!].status = .accepted
                guests.removeAll { $0.handle.value == "ann" }
            }
            #expect(try await store.acceptedHeads(of: gala.id) == 6)
            #expect(try await store.acceptedHeads(of: other.id) == 6)
        },
        ContractCase("a batch's first waitlisted guest is the one waiting longest, ties by creation then handle, its own writes seen") { (store: Store) async throws in
            let gala = try await gala(in: store)
            func waiting(_ handle: String, since: TimeInterval, created: TimeInterval) throws -> Guest {
                var guest = try guest(handle, of: gala, at: created)
                guest.status = .waitlisted
                guest.statusChangedAt = F.instant(since)
                return guest
            }
            // "a-b" before "ab" bytewise, as Swift compares; a collation ignoring punctuation would not.
            let list = [try waiting("late", since: 30, created: 1), try waiting("ab", since: 20, created: 5),
                        try waiting("a-b", since: 20, created: 5), try waiting("older", since: 20, created: 4)]
            try await store.change(event: gala.id) { _, guests in guests = list }
            let order = try await store.batch(event: gala.id) { batch throws(DomainError) in
                var served: [String] = []
                while let waiting = try batch.firstWaitlisted() {
                    served.append(waiting.handle.value)
                    var next = waiting
                    next.status = .accepted
                    try batch.update(next, replacing: waiting)
                }
                return (outcome: served, keep: false)
            }
            #expect(order == ["older", "a-b", "ab", "late"])
            #expect(try await store.batch(event: gala.id) { batch throws(DomainError) in (outcome: try batch.firstWaitlisted()?.handle.value, keep: false) } == "older")
        },
        ContractCase("update stores the event and its guests' change together, and neither when the change throws") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var bob = try guest("bob", of: gala, at: 1)
            bob.status = .waitlisted
            let waiting = bob
            try await store.change(event: gala.id) { _, guests in guests = [waiting] }
            var bigger = gala
            bigger.capacity = 10
            bigger.updatedAt = F.instant(60)
            let failure = DomainError.invalid(field: "capacity", message: "refused")
            await #expect(throws: failure) {
                try await store.update(bigger) { (batch: any GuestBatch) throws(DomainError) -> Void in
                    var accepted = waiting
                    accepted.status = .accepted
                    try batch.update(accepted, replacing: waiting)
                    throw failure
                }
            }
            #expect(try await store.find(id: gala.id) == gala)
            #expect(try await store.guests(of: gala.id) == [waiting])
            let seen = try await store.update(bigger) { batch throws(DomainError) in
                var accepted = waiting
                accepted.status = .accepted
                try batch.update(accepted, replacing: waiting)
                return batch.event
            }
            #expect(seen == bigger)
            #expect(try await store.find(id: gala.id) == bigger)
            #expect(try await store.guests(of: gala.id).map(\.status) == [.accepted])
        },
        ContractCase("update of a missing event is eventMissing; a taken handle is handleTaken, and nothing changes") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let ghost = Event(id: EventID(UUID()), handle: try Handle("ghost"), title: gala.title, startsAt: gala.startsAt, endsAt: gala.endsAt,
                              timeZone: gala.timeZone, currency: gala.currency, createdAt: gala.createdAt, updatedAt: gala.updatedAt)
            await #expect(throws: DomainError.eventMissing(ghost.id)) {
                try await store.update(ghost) { _ in }
            }
            var renamed = gala
            renamed.handle = other.handle
            await #expect(throws: DomainError.handleTaken(other.handle)) {
                try await store.update(renamed) { _ in }
            }
            #expect(try await store.find(id: gala.id) == gala)
        },
    ]
}
