public import Domain
import Foundation
import Testing

/// What every `MembershipRepository` does. Members are accounts (made through
/// `UserRepository`) of events (made through `EventRepository`).
public enum MembershipRepositoryContract {
    public typealias Store = any MembershipRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("save inserts, then changes only the role and keeps when the member was added") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try F.event("summer-gala")
            try await store.create(gala, owner: F.membership(gala, ada))
            #expect(try await store.find(event: gala.id, user: bob.id) == nil)

            let staff = F.membership(gala, bob, role: .staff, at: 10)
            try await store.save(staff)
            #expect(try await store.find(event: gala.id, user: bob.id) == staff)

            try await store.save(F.membership(gala, bob, role: .organizer, at: 99))
            #expect(try await store.find(event: gala.id, user: bob.id) == F.membership(gala, bob, role: .organizer, at: 10))
        },
        ContractCase("remove deletes one membership, and removing again is fine") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try F.event("summer-gala")
            try await store.create(gala, owner: F.membership(gala, ada))
            try await store.save(F.membership(gala, bob, role: .staff))
            try await store.remove(event: gala.id, user: bob.id)
            try await store.remove(event: gala.id, user: bob.id)
            #expect(try await store.find(event: gala.id, user: bob.id) == nil)
            #expect(try await store.find(event: gala.id, user: ada.id) == F.membership(gala, ada))
        },
        ContractCase("list is owner first, then organizers, then staff, each by email, with names") { (store: Store) async throws in
            let people = try ["zed@example.org", "amy@example.org", "kim@example.org", "bea@example.org", "ann@example.org"]
                .map { try F.user($0, name: "Name of \($0)") }
            for person in people { try await store.addAccount(person) }
            let gala = try F.event("summer-gala")
            let other = try F.event("other")
            try await store.create(gala, owner: F.membership(gala, people[0]))
            try await store.create(other, owner: F.membership(other, people[1]))
            try await store.save(F.membership(gala, people[1], role: .staff))
            try await store.save(F.membership(gala, people[2], role: .organizer))
            try await store.save(F.membership(gala, people[3], role: .staff))
            try await store.save(F.membership(gala, people[4], role: .organizer))

            let members = try await store.list(event: gala.id)
            #expect(members.map(\.email.value) == ["zed@example.org", "ann@example.org", "kim@example.org",
                                                   "amy@example.org", "bea@example.org"])
            #expect(members.map(\.membership.role) == [.owner, .organizer, .organizer, .staff, .staff])
            #expect(members.first == MemberRecord(membership: F.membership(gala, people[0]), email: people[0].email,
                                                  displayName: "Name of zed@example.org"))
            #expect(try await store.list(event: EventID(UUID())).isEmpty)
        },
        ContractCase("a membership of a missing account or event is referenceMissing") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let gala = try F.event("summer-gala")
            try await store.create(gala, owner: F.membership(gala, ada))
            let ghost = try F.user("ghost@example.org")
            await #expect(throws: DomainError.referenceMissing) {
                try await store.save(F.membership(gala, ghost, role: .staff))
            }
            let unsaved = try F.event("unsaved")
            await #expect(throws: DomainError.referenceMissing) {
                try await store.save(F.membership(unsaved, ada, role: .staff))
            }
            #expect(try await store.list(event: gala.id).map(\.email) == [ada.email])
            #expect(try await store.find(event: unsaved.id, user: ada.id) == nil)
        },
        ContractCase("added instants are kept to the millisecond") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try F.event("summer-gala")
            try await store.create(gala, owner: F.membership(gala, ada))
            try await store.save(Membership(eventID: gala.id, userID: bob.id, role: .staff,
                                            addedAt: Date(timeIntervalSince1970: F.base + 0.999_7)))
            #expect(try await store.find(event: gala.id, user: bob.id)?.addedAt == F.instant(1))
        },
    ]
}
