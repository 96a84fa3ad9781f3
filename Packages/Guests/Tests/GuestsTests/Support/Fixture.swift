import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Ada owns "gala" (capacity given per test), Otto organizes it, Stan is its staff, Nora is not
/// in it. Ada is signed in.
struct Fixture {
    let dependencies = TestDependencies()
    let ada: User, otto: User, stan: User, nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    init(capacity: Int? = 10) async throws {
        let dependencies = self.dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        event = Event(id: dependencies.ids.make(), handle: try Handle("gala"), title: "Gala", startsAt: now.addingTimeInterval(86_400),
                      endsAt: now.addingTimeInterval(90_000), timeZone: try TimeZoneID("Europe/Berlin"), capacity: capacity,
                      currency: .euro, createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        dependencies.signedIn.signIn(ada)
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    @discardableResult
    func add(_ name: String, party: Int = 0, email: String? = nil) async throws -> Guest {
        try await AddGuest(dependencies).execute(AddGuestRequest(event: "gala", name: name, email: email, party: party)).guest
    }

    @discardableResult
    func rsvp(_ guest: String, _ answer: RSVPRequest.Answer, party: Int? = nil) async throws -> GuestResponse {
        dependencies.fixedClock.advance(by: 1)
        return try await AnswerRSVP(dependencies).execute(RSVPRequest(event: "gala", guest: guest, answer: answer, party: party))
    }

    func guests() async -> [Guest] { await store.guests(of: event.id) }

    func status(of handle: String) async throws -> RSVPStatus? {
        await guests().first { $0.handle.value == handle }?.status
    }
}
