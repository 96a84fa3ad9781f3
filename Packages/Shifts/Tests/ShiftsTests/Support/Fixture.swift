import Domain
import DomainTestSupport
import Foundation
import Shifts

/// Ada owns "fest" in Europe/Berlin (+02:00), Friday 2026-07-10 10:00 to Sunday 2026-07-12
/// 18:00; Otto organizes it, Stan is its staff, Nora is not in it. It has the roles Bar and
/// Door (Door needs approval). Ada is signed in; the clock reads 2026-07-01T12:00Z.
struct Fixture {
    let dependencies = TestDependencies()
    let ada: User, otto: User, stan: User, nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    init() async throws {
        let dependencies = self.dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        event = Event(id: dependencies.ids.make(), handle: try Handle("fest"), title: "Fest", startsAt: try Self.instant("2026-07-10T10:00+02:00"),
                      endsAt: try Self.instant("2026-07-12T18:00+02:00"), timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro,
                      createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        dependencies.signedIn.signIn(ada)
        _ = try await AddVolunteerRole(dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Bar"))
        _ = try await AddVolunteerRole(dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Door", needsApproval: true))
    }

    static func instant(_ text: String) throws -> Date {
        try DateTimeInput.parse(text, in: TimeZoneID("Etc/UTC"), field: "test")
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    /// Moves the clock to `text` (with its offset).
    func now(_ text: String) throws {
        dependencies.fixedClock.advance(by: try Self.instant(text).timeIntervalSince(dependencies.fixedClock.now()))
    }

    func board() async -> ShiftBoard { await store.shiftBoard(of: event.id) }

    @discardableResult
    func shift(_ title: String = "Bar", _ starts: String, _ ends: String, needs: [String] = ["Bar=2"], place: String? = nil) async throws -> ShiftItem {
        try await AddShift(dependencies).execute(AddShiftRequest(event: "fest", title: title, starts: starts, ends: ends, place: place, needs: needs))
    }

    @discardableResult
    func volunteer(_ name: String, roles: [String] = ["Bar"], email: String? = nil, household: String? = nil) async throws -> VolunteerItem {
        try await AddVolunteer(dependencies).execute(AddVolunteerRequest(event: "fest", name: name, email: email, roles: roles, household: household))
    }

    @discardableResult
    func assign(_ shift: String, _ volunteer: String, role: String? = nil) async throws -> ShiftItem {
        try await AssignVolunteer(dependencies).execute(ShiftSeatRequest(event: "fest", shift: shift, volunteer: volunteer, role: role))
    }
}
