import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct UserRepositoryTests {
    @Test func createdAccountAndItsFirstSessionAreFound() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            let ada = try makeUser("ada@example.org", name: "Ada Lovelace")
            let bob = try makeUser("bob@example.org")
            let adas = makeSession(of: ada, token: "aa11")
            try await users.create(ada, firstSession: adas, replacing: nil)
            try await users.create(bob, firstSession: makeSession(of: bob, token: "bb22"), replacing: nil)
            #expect(try await users.find(id: ada.id) == ada)
            #expect(try await users.find(email: EmailAddress("ADA@example.org ")) == ada)
            #expect(try await users.find(email: EmailAddress("bob@example.org")) == bob)
            #expect(try await users.find(id: UserID(UUID())) == nil)
            #expect(try await users.find(email: EmailAddress("nobody@example.org")) == nil)
            #expect(try await store.find(tokenHash: "aa11") == adas)
        }
    }

    @Test func aTakenEmailIsAConflictOnEmailAndStoresNoSession() async throws {
        try await withStore { store, path in
            let users: any UserRepository = store
            try await store.addAccount(try makeUser("ada@example.org", name: "First"))
            let second = try makeUser("ada@example.org", name: "Second")
            let error = await domainError { () async throws(DomainError) in
                try await users.create(second, firstSession: makeSession(of: second, token: "second"), replacing: nil)
            }
            #expect(error == .conflict(field: "email", message: "an account with this email already exists; sign in instead"))
            #expect(try await users.find(id: second.id) == nil)
            #expect(try await users.find(email: EmailAddress("ada@example.org"))?.displayName == "First")
            #expect(try await store.find(tokenHash: "second") == nil)
            #expect(try await rowCount("sessions", path) == 1)
        }
    }

    @Test func aSessionThatCannotBeStoredRollsBackItsAccount() async throws {
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            try await store.create(ada, firstSession: makeSession(of: ada, token: "same"), replacing: nil)
            let bob = try makeUser("bob@example.org")
            let error = await domainError { () async throws(DomainError) in
                try await store.create(bob, firstSession: makeSession(of: bob, token: "same"), replacing: nil)
            }
            guard case .conflict(field: "token", _) = error else {
                Issue.record("expected a token conflict, got \(String(describing: error))")
                return
            }
            let users: any UserRepository = store
            #expect(try await users.find(id: bob.id) == nil)
            #expect(try await users.find(email: bob.email) == nil)
            #expect(try await rowCount("users", path) == 1)
            #expect(try await rowCount("sessions", path) == 1)
        }
    }

    @Test func theReplacedSessionIsRevokedWhenTheNewAccountStarts() async throws {
        try await withStore { store, _ in
            let grace = try makeUser("grace@example.org")
            let graces = makeSession(of: grace, token: "grace")
            try await store.create(grace, firstSession: graces, replacing: nil)
            let ada = try makeUser("ada@example.org")

            try await store.create(ada, firstSession: makeSession(of: ada, token: "ada", at: baseTime + 60), replacing: graces.id)

            #expect(try await store.find(tokenHash: "grace")?.revokedAt == instant(baseTime + 60))
            #expect(try await store.find(tokenHash: "ada")?.revokedAt == nil)
        }
    }

    @Test func aRevocationThatFailsRollsBackTheAccountAndItsSession() async throws {
        try await withStore { store, path in
            let grace = try makeUser("grace@example.org")
            let graces = makeSession(of: grace, token: "grace")
            try await store.create(grace, firstSession: graces, replacing: nil)
            try await failUpdates(of: "sessions", path)
            let ada = try makeUser("ada@example.org")

            let error = await domainError { () async throws(DomainError) in
                try await store.create(ada, firstSession: makeSession(of: ada, token: "ada"), replacing: graces.id)
            }

            #expect(isStoreFailure(error), "\(String(describing: error))")
            #expect(try await store.find(id: ada.id) == nil)
            #expect(try await store.find(tokenHash: "ada") == nil)
            #expect(try await store.find(tokenHash: "grace")?.revokedAt == nil)
            #expect(try await rowCount("users", path) == 1)
        }
    }

    @Test func changingTheHashRevokesEveryOtherSessionOfTheUserOnly() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            let kept = makeSession(of: ada, token: "keep")
            try await users.create(ada, firstSession: kept, replacing: nil)
            try await users.create(bob, firstSession: makeSession(of: bob, token: "bobs"), replacing: nil)
            try await store.create(makeSession(of: ada, token: "other"), replacing: nil)
            let earlier = makeSession(of: ada, token: "earlier")
            try await store.create(earlier, replacing: nil)
            try await store.revoke(earlier.id, at: instant(baseTime + 1))

            try await users.updatePasswordHash(of: ada.id, to: "$scrypt$new", revokingSessionsExcept: kept.id, at: instant(baseTime + 50))

            #expect(try await users.find(id: ada.id)?.passwordHash == "$scrypt$new")
            #expect(try await users.find(id: bob.id)?.passwordHash == bob.passwordHash)
            #expect(try await store.find(tokenHash: "keep")?.revokedAt == nil)
            #expect(try await store.find(tokenHash: "other")?.revokedAt == instant(baseTime + 50))
            #expect(try await store.find(tokenHash: "earlier")?.revokedAt == instant(baseTime + 1))
            #expect(try await store.find(tokenHash: "bobs")?.revokedAt == nil)
        }
    }

    @Test func aRevocationThatFailsKeepsTheOldHash() async throws {
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            let kept = makeSession(of: ada, token: "keep")
            try await store.create(ada, firstSession: kept, replacing: nil)
            try await store.create(makeSession(of: ada, token: "other"), replacing: nil)
            try await failUpdates(of: "sessions", path)

            let error = await domainError { () async throws(DomainError) in
                try await store.updatePasswordHash(of: ada.id, to: "$scrypt$new", revokingSessionsExcept: kept.id, at: instant(baseTime + 50))
            }

            #expect(isStoreFailure(error), "\(String(describing: error))")
            #expect(try await store.find(id: ada.id)?.passwordHash == ada.passwordHash)
            #expect(try await store.find(tokenHash: "other")?.revokedAt == nil)
        }
    }

    @Test func replacingTheHashOfAMissingAccountIsNotFound() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            let missing = UserID(UUID())
            let error = await domainError { () async throws(DomainError) in
                try await users.updatePasswordHash(of: missing, to: "x", revokingSessionsExcept: SessionID(UUID()), at: instant(baseTime))
            }
            #expect(error == .notFound("session: no account has id \(missing); sign in again"))
        }
    }
}
