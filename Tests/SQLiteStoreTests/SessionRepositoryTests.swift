import Domain
import Foundation
import SQLiteStore
import Testing

/// A failure inside a session write rolls the whole transaction back; the behaviour every store
/// shares is SessionRepositoryContract (SQLiteContractTests).
@Suite struct SessionRepositoryTests {
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
}
