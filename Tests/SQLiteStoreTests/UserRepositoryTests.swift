import Domain
import Foundation
import SQLiteStore
import Testing

/// A failure inside an account write rolls the whole transaction back; the behaviour every store
/// shares is UserRepositoryContract (SQLiteContractTests).
@Suite struct UserRepositoryTests {
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
}
