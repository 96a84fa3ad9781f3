import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// Four accounts and one event: Ada owns "summer-gala" (Europe/Berlin, 2026-12-12 19:00 to
/// 2026-12-13 01:00), Otto organizes it, Stan is staff, Nora is not in it. Ada is signed in.
struct Fixture {
    let dependencies: TestDependencies
    let ada: User
    let otto: User
    let stan: User
    let nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    static func make(contributors: [any DashboardContributor] = []) async throws -> Fixture {
        let dependencies = TestDependencies(contributors: contributors)
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        let ada = try await account("Ada")
        let otto = try await account("Otto")
        let stan = try await account("Stan")
        let nora = try await account("Nora")
        dependencies.signedIn.signIn(ada)
        let event = try await CreateEvent(dependencies).execute(Fixture.gala()).event
        _ = try await AddMember(dependencies).execute(MemberRequest(event: "summer-gala", email: "otto@example.org", role: .organizer))
        _ = try await AddMember(dependencies).execute(MemberRequest(event: "summer-gala", email: "stan@example.org"))
        return Fixture(dependencies: dependencies, ada: ada, otto: otto, stan: stan, nora: nora, event: event)
    }

    static func gala(title: String = "Summer Gala", starts: String = "2026-12-12T19:00", ends: String = "2026-12-13T01:00",
                     timeZone: String = "Europe/Berlin") -> CreateEventRequest {
        CreateEventRequest(title: title, starts: starts, ends: ends, timeZone: timeZone)
    }

    func signIn(_ user: User?) {
        dependencies.signedIn.signIn(user)
    }

    /// Puts the event straight into a status, bypassing the use cases under test.
    func setStatus(_ status: EventStatus, of handle: String = "summer-gala") async throws {
        var event = try #require(await store.find(handle: Handle(handle)))
        event.status = status
        try await store.update(event)
    }

    func stored(_ handle: String = "summer-gala") async throws -> Event? {
        try await store.find(handle: Handle(handle))
    }

    func role(of user: User, in handle: String = "summer-gala") async throws -> Role? {
        guard let event = try await stored(handle) else { return nil }
        return await store.find(event: event.id, user: user.id)?.role
    }
}
