import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct MembershipRepositoryTests {
    @Test func saveInsertsThenChangesOnlyTheRole() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try makeEvent("summer-gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            #expect(try await store.find(event: gala.id, user: bob.id) == nil)

            let staff = Membership(eventID: gala.id, userID: bob.id, role: .staff, addedAt: instant(baseTime + 10))
            try await store.save(staff)
            #expect(try await store.find(event: gala.id, user: bob.id) == staff)

            let promoted = Membership(eventID: gala.id, userID: bob.id, role: .organizer, addedAt: instant(baseTime + 99))
            try await store.save(promoted)
            #expect(try await store.find(event: gala.id, user: bob.id)
                    == Membership(eventID: gala.id, userID: bob.id, role: .organizer, addedAt: instant(baseTime + 10)))
        }
    }

    @Test func removeDeletesOneMembership() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await store.addAccount(ada)
            try await store.addAccount(bob)
            let gala = try makeEvent("summer-gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.save(ownerMembership(gala, bob, role: .staff))
            try await store.remove(event: gala.id, user: bob.id)
            #expect(try await store.find(event: gala.id, user: bob.id) == nil)
            #expect(try await store.find(event: gala.id, user: ada.id) != nil)
            try await store.remove(event: gala.id, user: bob.id)
        }
    }

    @Test func listIsOwnerFirstThenRoleThenEmailWithNames() async throws {
        try await withStore { store, _ in
            let people = try ["zed@example.org", "amy@example.org", "kim@example.org", "bea@example.org", "ann@example.org"]
                .map { try makeUser($0, name: "Name of \($0)") }
            for person in people { try await store.addAccount(person) }
            let gala = try makeEvent("summer-gala")
            let other = try makeEvent("other")
            try await store.create(gala, owner: ownerMembership(gala, people[0]))
            try await store.create(other, owner: ownerMembership(other, people[1]))
            try await store.save(ownerMembership(gala, people[1], role: .staff))
            try await store.save(ownerMembership(gala, people[2], role: .organizer))
            try await store.save(ownerMembership(gala, people[3], role: .staff))
            try await store.save(ownerMembership(gala, people[4], role: .organizer))

            let members = try await store.list(event: gala.id)
            #expect(members.map(\.email.value) == ["zed@example.org", "ann@example.org", "kim@example.org",
                                                   "amy@example.org", "bea@example.org"])
            #expect(members.map(\.membership.role) == [.owner, .organizer, .organizer, .staff, .staff])
            #expect(members.first?.displayName == "Name of zed@example.org")
            #expect(members.first?.membership == ownerMembership(gala, people[0]))
            #expect(try await store.list(event: EventID(UUID())).isEmpty)
        }
    }

    @Test func aMembershipOfAMissingAccountIsNotFound() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let gala = try makeEvent("summer-gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            let ghost = try makeUser("ghost@example.org")
            let error = await domainError { () async throws(DomainError) in
                try await store.save(ownerMembership(gala, ghost, role: .staff))
            }
            guard case .notFound = error else {
                Issue.record("expected notFound, got \(String(describing: error))")
                return
            }
        }
    }
}
