import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

struct ListEventsTests {
    /// Ada's events around the clock's "now" (2026-06-01 12:00 UTC), plus one of Nora's.
    func fixtureWithEvents() async throws -> Fixture {
        let fixture = try await Fixture.make()
        let create = CreateEvent(fixture.dependencies)
        _ = try await create.execute(Fixture.gala(title: "Spring Fair", starts: "2026-04-01T10:00", ends: "2026-04-01T18:00"))
        _ = try await create.execute(Fixture.gala(title: "Under Way", starts: "2026-05-31T10:00", ends: "2026-06-02T18:00"))
        _ = try await create.execute(Fixture.gala(title: "Alpha", starts: "2026-12-12T19:00", ends: "2026-12-12T20:00"))
        _ = try await create.execute(Fixture.gala(title: "Ended Just Now", starts: "2026-06-01T10:00Z", ends: "2026-06-01T11:59Z"))
        fixture.signIn(fixture.nora)
        _ = try await create.execute(Fixture.gala(title: "Noras Party"))
        fixture.signIn(fixture.ada)
        return fixture
    }

    func handles(_ fixture: Fixture, _ request: ListEventsRequest = ListEventsRequest()) async throws -> [String] {
        try await ListEvents(fixture.dependencies).execute(request).items.map(\.event.handle.value)
    }

    @Test func listsOnlyTheUsersEventsByStartThenHandle() async throws {
        let fixture = try await fixtureWithEvents()
        #expect(try await handles(fixture) == ["spring-fair", "under-way", "ended-just-now", "alpha", "summer-gala"])
        fixture.signIn(fixture.nora)
        #expect(try await handles(fixture) == ["noras-party"])
    }

    @Test func windowsAreRelativeToTheClock() async throws {
        let fixture = try await fixtureWithEvents()
        #expect(try await handles(fixture, ListEventsRequest(window: .upcoming)) == ["under-way", "alpha", "summer-gala"])
        #expect(try await handles(fixture, ListEventsRequest(window: .past)) == ["spring-fair", "ended-just-now"])
        fixture.dependencies.fixedClock.advance(by: 365 * 86_400)
        #expect(try await handles(fixture, ListEventsRequest(window: .upcoming)) == [])
    }

    @Test func filtersByStatus() async throws {
        let fixture = try await fixtureWithEvents()
        try await fixture.setStatus(.published)
        try await fixture.setStatus(.cancelled, of: "alpha")
        #expect(try await handles(fixture, ListEventsRequest(status: .published)) == ["summer-gala"])
        #expect(try await handles(fixture, ListEventsRequest(status: .cancelled)) == ["alpha"])
        #expect(try await handles(fixture, ListEventsRequest(window: .upcoming, status: .draft)) == ["under-way"])
        #expect(try await handles(fixture, ListEventsRequest(status: .completed)) == [])
    }

    @Test func theAnswerCarriesTheFilterSoAnEmptyOneCanSaySo() async throws {
        let fixture = try await fixtureWithEvents()
        let response = try await ListEvents(fixture.dependencies).execute(ListEventsRequest(window: .past, status: .cancelled))
        #expect(response.items.isEmpty)
        #expect(response.window == .past)
        #expect(response.status == .cancelled)
    }

    @Test func eachItemCarriesTheUsersRole() async throws {
        let fixture = try await fixtureWithEvents()
        fixture.signIn(fixture.stan)
        _ = try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "Stans Own", starts: "2026-12-01T10:00", ends: "2026-12-01T11:00"))
        let items = try await ListEvents(fixture.dependencies).execute(ListEventsRequest()).items
        #expect(items.map(\.event.handle.value) == ["stans-own", "summer-gala"])
        #expect(items.map(\.role) == [.owner, .staff])
        fixture.signIn(fixture.otto)
        #expect(try await ListEvents(fixture.dependencies).execute(ListEventsRequest()).items.map(\.role) == [.organizer])
    }

    @Test func needsASignedInUser() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(nil)
        #expect(await failure { try await ListEvents(fixture.dependencies).execute(ListEventsRequest()) } == .notSignedIn)
    }
}
