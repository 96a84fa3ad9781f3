import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct SessionRepositoryTests {
    @Test func sessionIsFoundByItsTokenHash() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let first = makeSession(of: ada, token: "aa11")
            let second = makeSession(of: ada, token: "bb22")
            try await store.create(first, replacing: nil)
            try await store.create(second, replacing: nil)
            #expect(try await store.find(tokenHash: "aa11") == first)
            #expect(try await store.find(tokenHash: "bb22") == second)
            #expect(try await store.find(tokenHash: "cc33") == nil)
        }
    }

    @Test func aNewSessionRevokesTheOneItReplacesOnce() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let first = makeSession(of: ada, token: "aa11")
            try await store.create(first, replacing: nil)

            try await store.create(makeSession(of: ada, token: "bb22", at: baseTime + 60), replacing: first.id)
            try await store.create(makeSession(of: ada, token: "cc33", at: baseTime + 120), replacing: first.id)

            #expect(try await store.find(tokenHash: "aa11")?.revokedAt == instant(baseTime + 60))
            #expect(try await store.find(tokenHash: "bb22")?.revokedAt == nil)
            #expect(try await store.find(tokenHash: "cc33")?.revokedAt == nil)
        }
    }

    @Test func aRevocationThatFailsRollsBackTheNewSession() async throws {
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let first = makeSession(of: ada, token: "aa11")
            try await store.create(first, replacing: nil)
            try await failUpdates(of: "sessions", path)

            let error = await domainError { () async throws(DomainError) in
                try await store.create(makeSession(of: ada, token: "bb22"), replacing: first.id)
            }

            #expect(isStoreFailure(error), "\(String(describing: error))")
            #expect(try await store.find(tokenHash: "bb22") == nil)
            #expect(try await store.find(tokenHash: "aa11")?.revokedAt == nil)
        }
    }

    @Test func revokeSetsTheInstantOnceAndLeavesOthers() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let first = makeSession(of: ada, token: "aa11")
            let second = makeSession(of: ada, token: "bb22")
            try await store.create(first, replacing: nil)
            try await store.create(second, replacing: nil)
            try await store.revoke(first.id, at: instant(baseTime + 10))
            try await store.revoke(first.id, at: instant(baseTime + 20))
            #expect(try await store.find(tokenHash: "aa11")?.revokedAt == instant(baseTime + 10))
            #expect(try await store.find(tokenHash: "bb22")?.revokedAt == nil)
            try await store.revoke(SessionID(UUID()), at: instant(baseTime))
        }
    }

    @Test func aSessionForAMissingAccountIsNotFound() async throws {
        try await withStore { store, _ in
            let ghost = try makeUser("ghost@example.org")
            let error = await domainError { () async throws(DomainError) in
                try await store.create(makeSession(of: ghost, token: "aa11"), replacing: nil)
            }
            guard case .notFound = error else {
                Issue.record("expected notFound, got \(String(describing: error))")
                return
            }
            #expect(try await store.find(tokenHash: "aa11") == nil)
        }
    }

    @Test func aRepeatedTokenHashIsAConflictAndRevokesNothing() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let first = makeSession(of: ada, token: "same")
            try await store.create(first, replacing: nil)
            let error = await domainError { () async throws(DomainError) in
                try await store.create(makeSession(of: ada, token: "same"), replacing: first.id)
            }
            guard case .conflict(field: "token", _) = error else {
                Issue.record("expected a token conflict, got \(String(describing: error))")
                return
            }
            #expect(try await store.find(tokenHash: "same")?.revokedAt == nil)
        }
    }
}
