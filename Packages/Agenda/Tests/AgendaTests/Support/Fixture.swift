import Agenda
import Domain
import DomainTestSupport
import Foundation
import Testing

/// Ada owns "conf" in Europe/Berlin from Saturday 2026-10-24 09:00 to Sunday 2026-10-25 18:00
/// (+02:00, then +01:00: the clocks go back at 03:00 that Sunday night, so 02:00-03:00 happens
/// twice); Otto organizes it, Stan is its staff, Nora is not in it. Ada is signed in.
struct Fixture {
    let dependencies = TestDependencies()
    let ada: User, otto: User, stan: User, nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    init(venue: String? = "Town Hall") async throws {
        let dependencies = self.dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        let zone = try TimeZoneID("Europe/Berlin")
        event = Event(id: dependencies.ids.make(), handle: try Handle("conf"), title: "Conf", startsAt: try Self.instant("2026-10-24T09:00+02:00"),
                      endsAt: try Self.instant("2026-10-25T18:00+01:00"), timeZone: zone, venue: venue, currency: .euro,
                      createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        dependencies.signedIn.signIn(ada)
    }

    static func instant(_ text: String) throws -> Date {
        try DateTimeInput.parse(text, in: TimeZoneID("Etc/UTC"), field: "test")
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    @discardableResult
    func add(_ title: String, day: Int? = 1, _ starts: String, _ ends: String, room: String? = nil, track: String? = nil,
             speakers: [String] = [], strict: Bool = false) async throws -> SessionResponse {
        try await AddSession(dependencies).execute(AddSessionRequest(event: "conf", title: title, starts: starts, ends: ends, day: day,
                                                                     room: room, track: track, speakers: speakers, strict: strict))
    }

    func sessions() async -> [AgendaSession] { await store.agendaSessions(of: event.id) }
}
