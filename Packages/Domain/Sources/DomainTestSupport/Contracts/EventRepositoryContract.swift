public import Domain
import Foundation
import Synchronization
import Testing

/// What every `EventRepository` does. Owners are accounts (made through `UserRepository`) and
/// memberships are read back through `MembershipRepository`.
public enum EventRepositoryContract {
    public typealias Store = any EventRepository & MembershipRepository & UserRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("create stores the event and its owner's membership") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let gala = try F.event("summer-gala")
            try await store.create(gala, owner: F.membership(gala, ada))
            #expect(try await store.find(id: gala.id) == gala)
            #expect(try await store.find(handle: Handle("summer-gala")) == gala)
            #expect(try await store.find(event: gala.id, user: ada.id) == F.membership(gala, ada))
            #expect(try await store.isHandleTaken(Handle("summer-gala")))
            #expect(try await !store.isHandleTaken(Handle("winter-gala")))
            #expect(try await store.find(handle: Handle("winter-gala")) == nil)
            #expect(try await store.find(id: EventID(UUID())) == nil)
        },
        ContractCase("every field comes back as stored") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let yen = try Currency(code: "JPY")
            let full = Event(id: EventID(UUID()), handle: try Handle("tokyo-2026"), title: "Tokyo «summit» 東京",
                             description: "Two lines\nof text", startsAt: F.instant(), endsAt: F.instant(7200),
                             timeZone: try TimeZoneID("Asia/Tokyo"), venue: "Hall 3", capacity: 250, currency: yen,
                             budget: Money(minorUnits: 1_500_000, currency: yen), status: .published,
                             rsvpClosesAt: F.instant(3600), guestPages: false, notify: .each,
                             registration: Registration(mode: .approval, closesAt: F.instant(1800), party: 3),
                             createdAt: F.instant(-100), updatedAt: F.instant(-50))
            let bare = try F.event("bare")
            try await store.create(full, owner: F.membership(full, ada))
            try await store.create(bare, owner: F.membership(bare, ada))
            #expect(try await store.find(id: full.id) == full)
            #expect(try await store.find(id: bare.id) == bare)
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let fine = Date(timeIntervalSince1970: F.base + 0.123_456)
            var gala = try F.event("summer-gala")
            gala = Event(id: gala.id, handle: gala.handle, title: gala.title, startsAt: fine, endsAt: fine.addingTimeInterval(3600),
                         timeZone: gala.timeZone, currency: gala.currency, createdAt: fine, updatedAt: fine)
            try await store.create(gala, owner: F.membership(gala, ada))
            let stored = try await store.find(id: gala.id)
            let millisecond = Date(timeIntervalSince1970: F.base + 0.123)
            #expect(stored?.startsAt == millisecond)
            #expect(stored?.endsAt == Date(timeIntervalSince1970: F.base + 3600.123))
            #expect(stored?.createdAt == millisecond)
            #expect(stored?.updatedAt == millisecond)
        },
        ContractCase("a taken handle is handleTaken and stores nothing of the second event") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let first = try F.event("summer-gala")
            try await store.create(first, owner: F.membership(first, ada))
            let second = try F.event("summer-gala")
            await #expect(throws: DomainError.handleTaken(second.handle)) {
                try await store.create(second, owner: F.membership(second, bob))
            }
            #expect(try await store.find(id: second.id) == nil)
            #expect(try await store.find(event: second.id, user: bob.id) == nil)
            #expect(try await store.list(EventQuery(memberID: bob.id)).isEmpty)
        },
        ContractCase("an owner without an account is referenceMissing and leaves no event") { (store: Store) async throws in
            let ghost = try F.user("ghost@example.org")
            let gala = try F.event("summer-gala")
            await #expect(throws: DomainError.referenceMissing) {
                try await store.create(gala, owner: F.membership(gala, ghost))
            }
            #expect(try await store.find(id: gala.id) == nil)
            #expect(try await !store.isHandleTaken(gala.handle))
        },
        ContractCase("createNumberingHandle stores a taken handle as the first free numbered one") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let first = try F.event("gala")
            let second = try F.event("gala")
            let third = try F.event("gala")
            let other = try F.event("gala-3")
            try await store.create(other, owner: F.membership(other, ada))
            #expect(try await store.createNumberingHandle(first, owner: F.membership(first, ada)) == first)
            var numbered = second
            numbered.handle = try Handle("gala-2")
            let told = Mutex<Event?>(nil)
            #expect(try await store.createNumberingHandle(second, owner: F.membership(second, ada), stored: { event in told.withLock { $0 = event } })
                == numbered)
            #expect(told.withLock { $0 } == numbered, "told the event as stored")
            #expect(try await store.find(id: second.id) == numbered)
            #expect(try await store.find(event: second.id, user: ada.id) == F.membership(second, ada))
            #expect(try await store.createNumberingHandle(third, owner: F.membership(third, ada)).handle.value == "gala-4")
            let fourth = try F.event("gala")
            await #expect(throws: DomainError.handleTaken(fourth.handle)) {
                try await store.create(fourth, owner: F.membership(fourth, ada))
            }
        },
        ContractCase("createNumberingHandle of an owner without an account is referenceMissing") { (store: Store) async throws in
            let ghost = try F.user("ghost@example.org")
            let gala = try F.event("gala")
            await #expect(throws: DomainError.referenceMissing) {
                _ = try await store.createNumberingHandle(gala, owner: F.membership(gala, ghost))
            }
            #expect(try await store.find(id: gala.id) == nil)
        },
        ContractCase("update changes every field but the id and the creation instant") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let gala = try F.event("summer-gala")
            try await store.create(gala, owner: F.membership(gala, ada))
            var changed = gala
            changed.handle = try Handle("autumn-gala")
            changed.title = "Autumn Gala"
            changed.venue = "Barn"
            changed.capacity = 40
            changed.budget = Money(minorUnits: 12_550, currency: .euro)
            changed.status = .published
            changed.updatedAt = F.instant(500)
            try await store.update(changed)
            #expect(try await store.find(id: gala.id) == changed)
            #expect(try await store.find(handle: Handle("summer-gala")) == nil)
            #expect(try await store.find(handle: Handle("autumn-gala")) == changed)

            let recreated = Event(id: gala.id, handle: changed.handle, title: changed.title, startsAt: changed.startsAt,
                                  endsAt: changed.endsAt, timeZone: changed.timeZone, currency: changed.currency,
                                  createdAt: F.instant(999), updatedAt: F.instant(999))
            try await store.update(recreated)
            let stored = try await store.find(id: gala.id)
            #expect(stored?.createdAt == gala.createdAt)
            #expect(stored?.updatedAt == F.instant(999))
            #expect(stored?.venue == nil)
            #expect(stored?.budget == nil)
        },
        ContractCase("update to a handle another event has is handleTaken and changes nothing") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let first = try F.event("first-event")
            let second = try F.event("second-event")
            try await store.create(first, owner: F.membership(first, ada))
            try await store.create(second, owner: F.membership(second, ada))
            var renamed = second
            renamed.handle = first.handle
            renamed.title = "Renamed"
            await #expect(throws: DomainError.handleTaken(first.handle)) { try await store.update(renamed) }
            #expect(try await store.find(id: second.id) == second)
            var kept = second
            kept.title = "Same handle, new title"
            try await store.update(kept)
            #expect(try await store.find(id: second.id) == kept)
        },
        ContractCase("update of a missing event is eventMissing and stores nothing") { (store: Store) async throws in
            let ghost = try F.event("ghost")
            await #expect(throws: DomainError.eventMissing(ghost.id)) { try await store.update(ghost) }
            #expect(try await store.find(id: ghost.id) == nil)
        },
        ContractCase("delete takes the event's memberships with it, and deleting again is fine") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try F.event("summer-gala")
            let other = try F.event("other-event")
            try await store.create(gala, owner: F.membership(gala, ada))
            try await store.create(other, owner: F.membership(other, ada))
            try await store.save(F.membership(gala, bob, role: .staff))

            try await store.delete(gala.id)
            try await store.delete(gala.id)

            #expect(try await store.find(id: gala.id) == nil)
            #expect(try await !store.isHandleTaken(gala.handle))
            #expect(try await store.find(event: gala.id, user: ada.id) == nil)
            #expect(try await store.find(event: gala.id, user: bob.id) == nil)
            #expect(try await store.list(event: gala.id).isEmpty)
            #expect(try await store.find(id: other.id) == other)
            #expect(try await store.list(event: other.id).map(\.membership) == [F.membership(other, ada)])
            #expect(try await store.list(EventQuery(memberID: bob.id)).isEmpty)
        },
        ContractCase("list shows only the member's events with their role, by start then handle") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let late = try F.event("late", starts: 9000)
            let bravo = try F.event("bravo", starts: 100)
            let alpha = try F.event("alpha", starts: 100)
            let bobsOnly = try F.event("bobs-only", starts: 0)
            let shared = try F.event("shared", starts: 5000)
            for event in [late, bravo, alpha] { try await store.create(event, owner: F.membership(event, ada)) }
            try await store.create(bobsOnly, owner: F.membership(bobsOnly, bob))
            try await store.create(shared, owner: F.membership(shared, bob))
            try await store.save(F.membership(shared, ada, role: .staff))

            let adas = try await store.list(EventQuery(memberID: ada.id))
            #expect(adas.map(\.event.handle.value) == ["alpha", "bravo", "shared", "late"])
            #expect(adas.map(\.role) == [.owner, .owner, .staff, .owner])
            #expect(adas.first?.event == alpha)
            #expect(try await store.list(EventQuery(memberID: bob.id)).map(\.event.handle.value) == ["bobs-only", "shared"])
            #expect(try await store.list(EventQuery(memberID: UserID(UUID()))).isEmpty)
        },
        ContractCase("list windows split on the end instant; status filters") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let now: TimeInterval = 10_000
            let ended = try F.event("ended", starts: now - 7200, hours: 1, status: .completed)
            let endsNow = try F.event("ends-now", starts: now - 3600, hours: 1, status: .published)
            let underWay = try F.event("under-way", starts: now - 1800, hours: 1, status: .published)
            let future = try F.event("future", starts: now + 3600, hours: 1)
            for event in [ended, endsNow, underWay, future] { try await store.create(event, owner: F.membership(event, ada)) }

            func handles(_ window: EventQuery.Window, _ status: EventStatus? = nil) async throws -> [String] {
                try await store.list(EventQuery(memberID: ada.id, window: window, status: status)).map(\.event.handle.value)
            }
            #expect(try await handles(.upcoming(F.instant(now))) == ["ends-now", "under-way", "future"])
            #expect(try await handles(.past(F.instant(now))) == ["ended"])
            #expect(try await handles(.all, .published) == ["ends-now", "under-way"])
            #expect(try await handles(.upcoming(F.instant(now)), .draft) == ["future"])
            #expect(try await handles(.past(F.instant(now)), .draft).isEmpty)
            #expect(try await handles(.past(F.instant(now + 0.000_4))) == ["ended"])
        },
    ]
}
