import Domain
import DomainTestSupport
import Foundation
import Testing

/// The in-memory store's composite writes are all or nothing, like the real stores', so use-case
/// tests built on it can trust a snapshot comparison.
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

    @Test func createsTheAccountWithItsFirstSessionAndRevokesTheReplacedOne() async throws {
        let grace = try user("grace@example.org")
        let graces = session(of: grace, token: "g")
        try await store.create(grace, firstSession: graces, replacing: nil)
        let ada = try user("ada@example.org")
        let adas = session(of: ada, token: "a", at: start.addingTimeInterval(60))

        try await store.create(ada, firstSession: adas, replacing: graces.id)

        #expect(await store.find(email: ada.email) == ada)
        #expect(await store.find(tokenHash: "a") == adas)
        #expect(await store.find(tokenHash: "g")?.revokedAt == adas.createdAt)
    }

    @Test(arguments: [
        ("ada@example.org", "other token", "email"),
        ("other@example.org", "taken token", "token"),
    ])
    func aConflictInEitherPartWritesNothing(email: String, token: String, field: String) async throws {
        let ada = try user("ada@example.org")
        try await store.create(ada, firstSession: session(of: ada, token: "taken token"), replacing: nil)
        let before = await store.snapshot()
        let newcomer = try user(email)

        let error = await #expect(throws: DomainError.self) {
            try await store.create(newcomer, firstSession: session(of: newcomer, token: token), replacing: nil)
        }

        guard case .conflict(field, _) = error else {
            Issue.record("expected a conflict on \(field), got \(String(describing: error))")
            return
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

    @Test func changingThePasswordHashRevokesEveryOtherSessionOfTheUserOnly() async throws {
        let ada = try user("ada@example.org")
        let kept = session(of: ada, token: "kept")
        try await store.create(ada, firstSession: kept, replacing: nil)
        let laptop = session(of: ada, token: "laptop")
        try await store.create(laptop, replacing: nil)
        let grace = try user("grace@example.org")
        try await store.create(grace, firstSession: session(of: grace, token: "grace"), replacing: nil)
        let later = start.addingTimeInterval(120)

        try await store.updatePasswordHash(of: ada.id, to: "new hash", revokingSessionsExcept: kept.id, at: later)

        #expect(await store.find(id: ada.id)?.passwordHash == "new hash")
        #expect(await store.find(tokenHash: "kept")?.revokedAt == nil)
        #expect(await store.find(tokenHash: "laptop")?.revokedAt == later)
        #expect(await store.find(tokenHash: "grace")?.revokedAt == nil)
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
        let missing = UserID(UUID())
        await #expect(throws: DomainError.notFound("session: no account has id \(missing); sign in again")) {
            try await store.updatePasswordHash(of: missing, to: "new hash", revokingSessionsExcept: kept.id, at: start)
        }

        #expect(await store.snapshot() == before)
    }

    /// As in the SQLite store: a taken handle is numbered by the write itself; a plain create
    /// of a taken handle is still a conflict.
    @Test func createNumberingHandleTakesTheFirstFreeNumberedHandle() async throws {
        let ada = try user("ada@example.org")
        func event(_ handle: String) throws -> Event {
            Event(id: EventID(UUID()), handle: try Handle(handle), title: "Gala", startsAt: start,
                  endsAt: start.addingTimeInterval(3600), timeZone: try TimeZoneID("UTC"), currency: .euro,
                  createdAt: start, updatedAt: start)
        }
        func owner(_ event: Event) -> Membership { Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: start) }
        let first = try event("gala")
        let second = try event("gala")
        let third = try event("gala")
        #expect(try await store.createNumberingHandle(first, owner: owner(first)).handle.value == "gala")
        #expect(try await store.createNumberingHandle(second, owner: owner(second)).handle.value == "gala-2")
        #expect(try await store.find(id: second.id)?.handle.value == "gala-2")
        await #expect(throws: DomainError.conflict(field: "handle", message: "'gala' is already used by another event; choose another handle")) {
            try await store.create(third, owner: owner(third))
        }
    }
}
