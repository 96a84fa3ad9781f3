public import Domain
import Foundation
import Testing

/// What every `GuestRepository` does. Guests belong to events (made through `EventRepository`,
/// whose owners are accounts made through `UserRepository`).
public enum GuestRepositoryContract {
    public typealias Store = any GuestRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures

    static func guest(_ handle: String, of event: Event, email: String? = nil, at offset: TimeInterval = 0) throws -> Guest {
        Guest(id: GuestID(UUID()), eventID: event.id, handle: try Handle(handle), name: "Guest \(handle)",
              email: try email.map { try EmailAddress($0) }, statusChangedAt: F.instant(offset),
              createdAt: F.instant(offset), updatedAt: F.instant(offset))
    }

    /// A store holding one event, `gala`, owned by ada.
    static func gala(in store: Store, _ handle: String = "summer-gala") async throws -> Event {
        let ada = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(ada)
        let gala = try F.event(handle)
        try await store.create(gala, owner: F.membership(gala, ada))
        return gala
    }

    public static var cases: [ContractCase<Store>] { changeCases + batchCases + waitlistCases + editCases + queryCases }

    private static let changeCases: [ContractCase<Store>] = [
        ContractCase("change adds, edits and removes guests; guests lists them oldest first") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let ann = try guest("ann", of: gala, email: "ann@example.org", at: 20)
            let bob = try guest("bob", of: gala, at: 10)
            let kim = try guest("kim", of: other, at: 5)
            try await store.change(event: gala.id) { _, guests in guests += [ann, bob] }
            try await store.change(event: other.id) { _, guests in guests.append(kim) }
            #expect(try await store.guests(of: gala.id) == [bob, ann])

            var edited = ann
            edited.status = .accepted
            edited.others = 2
            edited.plusOnes = ["Zoë", "李"]
            edited.tags = ["vip", "family"]
            edited.dietary = "vegan"
            edited.note = "two\nlines"
            edited.phone = "+49 30 1234"
            edited.statusChangedAt = F.instant(30)
            edited.updatedAt = F.instant(30)
            edited.partyLimit = 3
            edited.answered(via: .web, at: F.instant(30))
            edited.linkDigest = String(repeating: "ab", count: 32)
            let replacement = edited
            let seen = try await store.change(event: gala.id) { event, guests in
                guests.removeAll { $0.id == bob.id }
                guests[0] = replacement
                return event.id
            }
            #expect(seen == gala.id)
            #expect(try await store.guests(of: gala.id) == [edited])
            #expect(try await store.guests(of: other.id) == [kim])
            #expect(try await store.guests(of: EventID(UUID())).isEmpty)
        },
        ContractCase("a guest is found by the digest of their link, of any event, and by no other") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            var ann = try guest("ann", of: gala)
            ann.linkDigest = String(repeating: "1", count: 64)
            var kim = try guest("kim", of: other)
            kim.linkDigest = String(repeating: "2", count: 64)
            let bob = try guest("bob", of: gala)
            try await store.change(event: gala.id) { [ann] _, guests in guests += [ann, bob] }
            try await store.change(event: other.id) { [kim] _, guests in guests.append(kim) }
            #expect(try await store.guest(linkDigest: String(repeating: "1", count: 64)) == ann)
            #expect(try await store.guest(linkDigest: String(repeating: "2", count: 64)) == kim)
            #expect(try await store.guest(linkDigest: String(repeating: "3", count: 64)) == nil)
            #expect(try await store.guest(linkDigest: "") == nil)
            try await store.change(event: gala.id) { _, guests in guests[0].linkDigest = nil }
            #expect(try await store.guest(linkDigest: String(repeating: "1", count: 64)) == nil)
        },
        ContractCase("an error from the change stores nothing of it") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala)
            try await store.change(event: gala.id) { _, guests in guests.append(ann) }
            let bob = try guest("bob", of: gala)
            let failure = DomainError.invalid(field: "party", message: "does not fit")
            await #expect(throws: failure) {
                try await store.change(event: gala.id) { (_, guests: inout [Guest]) throws(DomainError) in
                    guests.removeAll()
                    guests.append(bob)
                    throw failure
                }
            }
            #expect(try await store.guests(of: gala.id) == [ann])
        },
        ContractCase("a second guest with the same email or handle is refused, naming it") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            try await store.change(event: gala.id) { _, guests in guests.append(ann) }
            let elsewhere = try guest("ann", of: other, email: "ann@example.org")
            let sameEmail = try guest("ann-2", of: gala, email: "ann@example.org")
            let sameHandle = try guest("ann", of: gala)
            try await store.change(event: other.id) { _, guests in guests.append(elsewhere) }
            await #expect(throws: DomainError.guestEmailTaken(try EmailAddress("ann@example.org"))) {
                try await store.change(event: gala.id) { _, guests in guests.append(sameEmail) }
            }
            await #expect(throws: DomainError.guestHandleTaken(ann.handle)) {
                try await store.change(event: gala.id) { _, guests in guests.append(sameHandle) }
            }
            #expect(try await store.guests(of: gala.id) == [ann])
        },
        ContractCase("a missing event is eventMissing and runs nothing") { (store: Store) async throws in
            let ghost = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.change(event: ghost) { _, guests in guests.removeAll() }
            }
        },
        ContractCase("deleting the event deletes its guests") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let ann = try guest("ann", of: gala)
            try await store.change(event: gala.id) { _, guests in guests.append(ann) }
            let kim = try guest("kim", of: other)
            try await store.change(event: other.id) { _, guests in guests.append(kim) }
            try await store.delete(gala.id)
            #expect(try await store.guests(of: gala.id).isEmpty)
            #expect(try await store.guests(of: other.id) == [kim])
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var ann = try guest("ann", of: gala)
            ann.statusChangedAt = Date(timeIntervalSince1970: F.base + 0.123_6)
            let stored = ann
            try await store.change(event: gala.id) { _, guests in guests.append(stored) }
            #expect(try await store.guests(of: gala.id).first?.statusChangedAt == Date(timeIntervalSince1970: F.base + 0.124))
        },
    ]
}
