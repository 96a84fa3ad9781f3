import Domain
import DomainTestSupport
import Foundation
import Testing

/// What only the fake has: injected failures and snapshots. Its writes are all or nothing, like
/// the real stores' transactions, so use-case tests can trust a snapshot comparison; how it
/// answers otherwise is the repository contracts' business (InMemoryContractTests).
@Suite struct InMemoryStoreTests {
    let store = InMemoryStore()
    let start = instant("2027-01-01T00:00:00Z")

    func user(_ email: String) throws -> User {
        User(id: UserID(UUID()), email: try EmailAddress(email), displayName: email, passwordHash: "hash", createdAt: start)
    }

    func session(of user: User, token: String, at date: Date? = nil) -> UserSession {
        let created = date ?? start
        return UserSession(id: SessionID(UUID()), userID: user.id, tokenHash: token, createdAt: created,
                           expiresAt: created.addingTimeInterval(UserSession.lifetime))
    }

    func event(_ handle: String) throws -> Event {
        Event(id: EventID(UUID()), handle: try Handle(handle), title: "Gala", startsAt: start,
              endsAt: start.addingTimeInterval(3600), timeZone: try TimeZoneID("UTC"), currency: .euro,
              createdAt: start, updatedAt: start)
    }

    @Test(arguments: [
        ("ada@example.org", "other token", DomainError.emailTaken),
        ("other@example.org", "taken token", DomainError.sessionTokenTaken),
    ])
    func aConflictInEitherPartWritesNothing(email: String, token: String, expected: DomainError) async throws {
        let ada = try user("ada@example.org")
        try await store.create(ada, firstSession: session(of: ada, token: "taken token"), replacing: nil)
        let before = await store.snapshot()
        let newcomer = try user(email)

        await #expect(throws: expected) {
            try await store.create(newcomer, firstSession: session(of: newcomer, token: token), replacing: nil)
        }

        #expect(await store.snapshot() == before)
    }

    @Test func anInjectedFailureChangesNothingAndCanWaitForALaterWrite() async throws {
        let ada = try user("ada@example.org")
        let first = session(of: ada, token: "a")
        await store.failNextWrite(with: .storeBusy, skipping: 1)
        try await store.create(ada, firstSession: first, replacing: nil)
        let before = await store.snapshot()

        await #expect(throws: DomainError.storeBusy) {
            try await store.create(session(of: ada, token: "b"), replacing: first.id)
        }

        #expect(await store.snapshot() == before)
        try await store.create(session(of: ada, token: "b"), replacing: first.id)
        #expect(await store.find(tokenHash: "a")?.revokedAt == start)
    }

    @Test func aFailedPasswordChangeKeepsTheHashAndTheSessions() async throws {
        let ada = try user("ada@example.org")
        let kept = session(of: ada, token: "kept")
        try await store.create(ada, firstSession: kept, replacing: nil)
        try await store.create(session(of: ada, token: "laptop"), replacing: nil)
        let before = await store.snapshot()
        await store.failNextWrite(with: .storeUnavailable("disk full"))

        await #expect(throws: DomainError.storeUnavailable("disk full")) {
            try await store.updatePasswordHash(of: ada.id, to: "new hash", revokingSessionsExcept: kept.id, at: start)
        }

        #expect(await store.snapshot() == before)
    }

    /// The snapshot covers every table without listing them: a change to any one shows.
    @Test func aWriteToAnyTableChangesTheSnapshot() async throws {
        let ada = try user("ada@example.org")
        let gala = try event("gala")
        let writes: [@Sendable (InMemoryStore) async throws -> Void] = [
            { try await $0.save(SignInThrottle(email: ada.email, client: "", consecutiveFailures: 1, lastFailureAt: start)) },
            { try await $0.create(session(of: ada, token: "second"), replacing: nil) },
            { try await $0.updatePasswordHash(of: ada.id, to: "new", revokingSessionsExcept: SessionID(UUID()), at: start) },
            { try await $0.create(gala, owner: Membership(eventID: gala.id, userID: ada.id, role: .owner, addedAt: start)) },
            { try await $0.create(try user("bob@example.org")) },
        ]
        for write in writes {
            let store = InMemoryStore()
            try await store.create(ada, firstSession: session(of: ada, token: "first"), replacing: nil)
            let before = await store.snapshot()
            try await write(store)
            #expect(await store.snapshot() != before)
        }
    }

    /// A table that was never written equals an empty one, so a write that fails before touching
    /// anything compares equal however the failed write began.
    @Test func aTableNeverWrittenEqualsAnEmptyOne() async throws {
        let before = await store.snapshot()
        let ghost = try user("ghost@example.org")
        let gala = try event("gala")

        await #expect(throws: DomainError.referenceMissing) {
            try await store.create(gala, owner: Membership(eventID: gala.id, userID: ghost.id, role: .owner, addedAt: start))
        }
        try await store.clear(email: ghost.email, client: "")

        #expect(await store.snapshot() == before)
    }
}
