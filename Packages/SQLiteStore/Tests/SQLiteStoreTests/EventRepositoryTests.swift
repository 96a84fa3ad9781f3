import Domain
import Foundation
import GRDB
import SQLiteStore
import Testing

@Suite struct EventRepositoryTests {
    @Test func createStoresTheEventAndItsOwner() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let gala = try makeEvent("summer-gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            #expect(try await store.find(id: gala.id) == gala)
            #expect(try await store.find(handle: Handle("summer-gala")) == gala)
            #expect(try await store.find(event: gala.id, user: ada.id) == ownerMembership(gala, ada))
            #expect(try await store.isHandleTaken(Handle("summer-gala")))
            #expect(try await !store.isHandleTaken(Handle("winter-gala")))
            #expect(try await store.find(handle: Handle("winter-gala")) == nil)
            #expect(try await store.find(id: EventID(UUID())) == nil)
        }
    }

    @Test func everyFieldRoundTrips() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let yen = try Currency(code: "JPY")
            let full = Event(id: EventID(UUID()), handle: try Handle("tokyo-2026"), title: "Tokyo «summit» 東京",
                             description: "Two lines\nof text", startsAt: instant(baseTime), endsAt: instant(baseTime + 7200),
                             timeZone: try TimeZoneID("Asia/Tokyo"), venue: "Hall 3", capacity: 250, currency: yen,
                             budget: Money(minorUnits: 1_500_000, currency: yen), status: .published,
                             createdAt: instant(baseTime - 100), updatedAt: instant(baseTime - 50))
            let bare = try makeEvent("bare")
            try await store.create(full, owner: ownerMembership(full, ada))
            try await store.create(bare, owner: ownerMembership(bare, ada))
            #expect(try await store.find(id: full.id) == full)
            #expect(try await store.find(id: bare.id) == bare)
        }
    }

    @Test func aTakenHandleIsAConflictAndNothingOfTheSecondEventIsStored() async throws {
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let first = try makeEvent("summer-gala")
            try await store.create(first, owner: ownerMembership(first, ada))
            let second = try makeEvent("summer-gala")
            let error = await domainError { () async throws(DomainError) in
                try await store.create(second, owner: ownerMembership(second, bob))
            }
            #expect(error == .conflict(field: "handle", message: "'summer-gala' is already used by another event; choose another handle"))
            #expect(try await store.find(id: second.id) == nil)
            #expect(try await store.find(event: second.id, user: bob.id) == nil)
            #expect(try await rowCount("memberships", path) == 1)
        }
    }

    @Test func anOwnerWithoutAnAccountLeavesNoEventBehind() async throws {
        try await withStore { store, path in
            let ghost = try makeUser("ghost@example.org")
            let gala = try makeEvent("summer-gala")
            let error = await domainError { () async throws(DomainError) in
                try await store.create(gala, owner: ownerMembership(gala, ghost))
            }
            guard case .notFound = error else {
                Issue.record("expected notFound, got \(String(describing: error))")
                return
            }
            #expect(try await store.find(id: gala.id) == nil)
            #expect(try await rowCount("events", path) == 0)
        }
    }

    @Test func updateChangesFieldsButNeverTheCreationInstant() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let gala = try makeEvent("summer-gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            var changed = gala
            changed.handle = try Handle("autumn-gala")
            changed.title = "Autumn Gala"
            changed.venue = "Barn"
            changed.capacity = 40
            changed.budget = Money(minorUnits: 12_550, currency: .euro)
            changed.status = .published
            changed.updatedAt = instant(baseTime + 500)
            try await store.update(changed)
            #expect(try await store.find(id: gala.id) == changed)
            #expect(try await store.find(handle: Handle("summer-gala")) == nil)

            let recreated = Event(id: gala.id, handle: changed.handle, title: changed.title, startsAt: changed.startsAt,
                                  endsAt: changed.endsAt, timeZone: changed.timeZone, currency: changed.currency,
                                  createdAt: instant(baseTime + 999), updatedAt: instant(baseTime + 999))
            try await store.update(recreated)
            #expect(try await store.find(id: gala.id)?.createdAt == gala.createdAt)
            #expect(try await store.find(id: gala.id)?.venue == nil)
        }
    }

    @Test func updateToATakenHandleIsAConflictAndChangesNothing() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let first = try makeEvent("first-event")
            let second = try makeEvent("second-event")
            try await store.create(first, owner: ownerMembership(first, ada))
            try await store.create(second, owner: ownerMembership(second, ada))
            var renamed = second
            renamed.handle = first.handle
            renamed.title = "Renamed"
            let error = await domainError { () async throws(DomainError) in try await store.update(renamed) }
            #expect(error == .conflict(field: "handle", message: "'first-event' is already used by another event; choose another handle"))
            #expect(try await store.find(id: second.id) == second)
        }
    }

    @Test func updatingAMissingEventIsNotFound() async throws {
        try await withStore { store, _ in
            let ghost = try makeEvent("ghost")
            let error = await domainError { () async throws(DomainError) in try await store.update(ghost) }
            #expect(error == .notFound("event: no event has id \(ghost.id); it may have been deleted"))
            #expect(try await store.find(id: ghost.id) == nil)
        }
    }

    @Test func schemaRejectsAZeroCapacityAsInvalidCapacity() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            var gala = try makeEvent("summer-gala")
            gala.capacity = 0
            let error = await domainError { () async throws(DomainError) in
                try await store.create(gala, owner: ownerMembership(gala, ada))
            }
            #expect(error == .invalid(field: "capacity", message: "must be at least 1 person; give a positive number or leave it out"))
        }
    }

    @Test func deleteTakesTheMembershipsWithIt() async throws {
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try makeEvent("summer-gala")
            let other = try makeEvent("other-event")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.create(other, owner: ownerMembership(other, ada))
            try await store.save(ownerMembership(gala, bob, role: .staff))

            try await store.delete(gala.id)
            #expect(try await store.find(id: gala.id) == nil)
            #expect(try await store.find(event: gala.id, user: ada.id) == nil)
            #expect(try await store.find(event: gala.id, user: bob.id) == nil)
            #expect(try await store.find(id: other.id) == other)
            #expect(try await rowCount("memberships", path) == 1)
            try await store.delete(gala.id)
        }
    }

    @Test func listShowsOnlyTheMembersEventsByStartThenHandle() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let late = try makeEvent("late", starts: baseTime + 9000)
            let bravo = try makeEvent("bravo", starts: baseTime + 100)
            let alpha = try makeEvent("alpha", starts: baseTime + 100)
            let bobsOnly = try makeEvent("bobs-only", starts: baseTime)
            let shared = try makeEvent("shared", starts: baseTime + 5000)
            for event in [late, bravo, alpha] { try await store.create(event, owner: ownerMembership(event, ada)) }
            try await store.create(bobsOnly, owner: ownerMembership(bobsOnly, bob))
            try await store.create(shared, owner: ownerMembership(shared, bob))
            try await store.save(ownerMembership(shared, ada, role: .staff))

            let adas = try await store.list(EventQuery(memberID: ada.id)).map(\.event.handle.value)
            #expect(adas == ["alpha", "bravo", "shared", "late"])
            let adasRoles = try await store.list(EventQuery(memberID: ada.id)).map(\.role)
            #expect(adasRoles == [.owner, .owner, .staff, .owner])
            let bobs = try await store.list(EventQuery(memberID: bob.id)).map(\.event.handle.value)
            #expect(bobs == ["bobs-only", "shared"])
            #expect(try await store.list(EventQuery(memberID: UserID(UUID()))).isEmpty)
        }
    }

    @Test func listWindowsSplitOnTheEndAndStatusFilters() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let now = baseTime + 10_000
            let ended = try makeEvent("ended", starts: now - 7200, hours: 1, status: .completed)
            let endsNow = try makeEvent("ends-now", starts: now - 3600, hours: 1, status: .published)
            let underWay = try makeEvent("under-way", starts: now - 1800, hours: 1, status: .published)
            let future = try makeEvent("future", starts: now + 3600, hours: 1)
            for event in [ended, endsNow, underWay, future] { try await store.create(event, owner: ownerMembership(event, ada)) }

            let upcoming = try await store.list(EventQuery(memberID: ada.id, window: .upcoming(instant(now)))).map(\.event.handle.value)
            #expect(upcoming == ["ends-now", "under-way", "future"])
            let past = try await store.list(EventQuery(memberID: ada.id, window: .past(instant(now)))).map(\.event.handle.value)
            #expect(past == ["ended"])
            let published = try await store.list(EventQuery(memberID: ada.id, status: .published)).map(\.event.handle.value)
            #expect(published == ["ends-now", "under-way"])
            let upcomingDrafts = try await store.list(EventQuery(memberID: ada.id, window: .upcoming(instant(now)), status: .draft))
            #expect(upcomingDrafts.map(\.event) == [future])
            #expect(try await store.list(EventQuery(memberID: ada.id, window: .past(instant(now)), status: .draft)).isEmpty)
        }
    }

    @Test func eventsCanBeListedWithTheSqlite3Shell() async throws {
        let shell = "/usr/bin/sqlite3"
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let gala = try makeEvent("summer-gala", starts: baseTime)
            try await store.create(gala, owner: ownerMembership(gala, ada))
            let count = try await rawConnection(path).read { db in
                try String.fetchOne(db, sql: "SELECT handle || ' ' || datetime(starts_at / 1000, 'unixepoch') || ' ' || time_zone FROM events")
            }
            #expect(count == "summer-gala 2026-05-28 20:26:40 Europe/Berlin")
            guard FileManager.default.isExecutableFile(atPath: shell) else { return }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: shell)
            process.arguments = ["-json", path, "SELECT handle, starts_at FROM events"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            process.waitUntilExit()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(text.contains(#""handle":"summer-gala""#))
            #expect(text.contains(#""starts_at":1780000000000"#))
        }
    }
}

func rowCount(_ table: String, _ path: String) async throws -> Int {
    try await rawConnection(path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1 }
}
