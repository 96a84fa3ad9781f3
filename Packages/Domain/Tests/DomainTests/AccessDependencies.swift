import Domain
import DomainTestSupport
import Foundation

/// What `EventAccess` reads, over the in-memory store, with one event ("summer-gala") and a
/// member of each role, a stranger and an event of the stranger's own ("other").
struct AccessDependencies: EventAccessDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    let start: Date

    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }

    let gala: Event
    let other: Event
    let members: [Role: User]
    let stranger: User

    init() async throws {
        let start = instant("2027-06-01T18:00:00Z")
        self.start = start
        func user(_ name: String) throws -> User {
            User(id: UserID(UUID()), email: try EmailAddress("\(name)@example.org"), displayName: name, passwordHash: "hash", createdAt: start)
        }
        func event(_ handle: String) throws -> Event {
            Event(id: EventID(UUID()), handle: try Handle(handle), title: handle, startsAt: start, endsAt: start.addingTimeInterval(3600),
                  timeZone: try TimeZoneID("UTC"), currency: .euro, createdAt: start, updatedAt: start)
        }
        members = [.owner: try user("olga"), .organizer: try user("otto"), .staff: try user("stan")]
        stranger = try user("nora")
        gala = try event("summer-gala")
        other = try event("other")
        for person in Array(members.values) + [stranger] {
            try await store.create(person)
        }
        try await store.create(gala, owner: Membership(eventID: gala.id, userID: members[.owner]!.id, role: .owner, addedAt: start))
        for role in [Role.organizer, .staff] {
            try await store.save(Membership(eventID: gala.id, userID: members[role]!.id, role: role, addedAt: start))
        }
        try await store.create(other, owner: Membership(eventID: other.id, userID: stranger.id, role: .owner, addedAt: start))
    }

    /// A door link of `event`, as `DoorPass` resolves one.
    func door(of event: Event) -> DoorLink {
        DoorLink(id: DoorLinkID(UUID()), eventID: event.id, name: "Front", secretDigest: "digest", expiresAt: start.addingTimeInterval(86_400),
                 createdBy: members[.owner]!.id, createdAt: start)
    }
}
