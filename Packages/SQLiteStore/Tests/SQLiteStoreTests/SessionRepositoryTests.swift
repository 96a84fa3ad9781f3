import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct SessionRepositoryTests {
    func session(of user: User, token: String) -> UserSession {
        UserSession(id: SessionID(UUID()), userID: user.id, tokenHash: token, createdAt: instant(baseTime),
                    expiresAt: instant(baseTime + 30 * 86_400))
    }

    @Test func sessionIsFoundByItsTokenHash() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.create(ada)
            let first = session(of: ada, token: "aa11")
            let second = session(of: ada, token: "bb22")
            try await store.create(first)
            try await store.create(second)
            #expect(try await store.find(tokenHash: "aa11") == first)
            #expect(try await store.find(tokenHash: "bb22") == second)
            #expect(try await store.find(tokenHash: "cc33") == nil)
        }
    }

    @Test func revokeSetsTheInstantOnceAndLeavesOthers() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.create(ada)
            let first = session(of: ada, token: "aa11")
            let second = session(of: ada, token: "bb22")
            try await store.create(first)
            try await store.create(second)
            try await store.revoke(first.id, at: instant(baseTime + 10))
            try await store.revoke(first.id, at: instant(baseTime + 20))
            #expect(try await store.find(tokenHash: "aa11")?.revokedAt == instant(baseTime + 10))
            #expect(try await store.find(tokenHash: "bb22")?.revokedAt == nil)
            try await store.revoke(SessionID(UUID()), at: instant(baseTime))
        }
    }

    @Test func revokeAllKeepsOneSessionAndSparesOtherUsers() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await store.create(ada)
            try await store.create(bob)
            let kept = session(of: ada, token: "keep")
            let other = session(of: ada, token: "other")
            var earlier = session(of: ada, token: "earlier")
            earlier.revokedAt = instant(baseTime + 1)
            let bobs = session(of: bob, token: "bobs")
            for item in [kept, other, earlier, bobs] { try await store.create(item) }

            try await store.revokeAll(of: ada.id, keeping: kept.id, at: instant(baseTime + 50))
            #expect(try await store.find(tokenHash: "keep")?.revokedAt == nil)
            #expect(try await store.find(tokenHash: "other")?.revokedAt == instant(baseTime + 50))
            #expect(try await store.find(tokenHash: "earlier")?.revokedAt == instant(baseTime + 1))
            #expect(try await store.find(tokenHash: "bobs")?.revokedAt == nil)

            try await store.revokeAll(of: ada.id, keeping: nil, at: instant(baseTime + 60))
            #expect(try await store.find(tokenHash: "keep")?.revokedAt == instant(baseTime + 60))
            #expect(try await store.find(tokenHash: "bobs")?.revokedAt == nil)
        }
    }

    @Test func aSessionForAMissingAccountIsNotFound() async throws {
        try await withStore { store, _ in
            let ghost = try makeUser("ghost@example.org")
            let error = await domainError { () async throws(DomainError) in
                try await store.create(session(of: ghost, token: "aa11"))
            }
            guard case .notFound = error else {
                Issue.record("expected notFound, got \(String(describing: error))")
                return
            }
            #expect(try await store.find(tokenHash: "aa11") == nil)
        }
    }

    @Test func aRepeatedTokenHashIsAConflict() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.create(ada)
            try await store.create(session(of: ada, token: "same"))
            let error = await domainError { () async throws(DomainError) in try await store.create(session(of: ada, token: "same")) }
            guard case .conflict(field: "token", _) = error else {
                Issue.record("expected a token conflict, got \(String(describing: error))")
                return
            }
        }
    }
}
