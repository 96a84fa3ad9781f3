public import Domain
import Foundation
import Testing

/// What every `SessionRepository` does. A session belongs to an account, made through
/// `UserRepository`.
public enum SessionRepositoryContract {
    public typealias Store = any SessionRepository & UserRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("a session is found by its token digest") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let first = F.session(of: ada, token: "aa11")
            let second = F.session(of: ada, token: "bb22")
            try await store.create(first, replacing: nil)
            try await store.create(second, replacing: nil)
            #expect(try await store.find(tokenHash: "aa11") == first)
            #expect(try await store.find(tokenHash: "bb22") == second)
            #expect(try await store.find(tokenHash: "cc33") == nil)
        },
        ContractCase("a new session revokes the one it replaces, once") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let first = F.session(of: ada, token: "aa11")
            try await store.create(first, replacing: nil)
            try await store.create(F.session(of: ada, token: "bb22", at: 60), replacing: first.id)
            try await store.create(F.session(of: ada, token: "cc33", at: 120), replacing: first.id)
            #expect(try await store.find(tokenHash: "aa11")?.revokedAt == F.instant(60))
            #expect(try await store.find(tokenHash: "bb22")?.revokedAt == nil)
            #expect(try await store.find(tokenHash: "cc33")?.revokedAt == nil)
        },
        ContractCase("revoke sets the instant once, leaves other sessions, and ignores an unknown id") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let first = F.session(of: ada, token: "aa11")
            let second = F.session(of: ada, token: "bb22")
            try await store.create(first, replacing: nil)
            try await store.create(second, replacing: nil)
            try await store.revoke(first.id, at: F.instant(10))
            try await store.revoke(first.id, at: F.instant(20))
            try await store.revoke(SessionID(UUID()), at: F.instant())
            #expect(try await store.find(tokenHash: "aa11")?.revokedAt == F.instant(10))
            #expect(try await store.find(tokenHash: "bb22")?.revokedAt == nil)
        },
        ContractCase("a session of a missing account is referenceMissing and not stored") { (store: Store) async throws in
            let ghost = try F.user("ghost@example.org")
            await #expect(throws: DomainError.referenceMissing) {
                try await store.create(F.session(of: ghost, token: "aa11"), replacing: nil)
            }
            #expect(try await store.find(tokenHash: "aa11") == nil)
        },
        ContractCase("a repeated token digest is sessionTokenTaken and revokes nothing") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let first = F.session(of: ada, token: "same")
            try await store.create(first, replacing: nil)
            let repeated = F.session(of: ada, token: "same", at: 60)
            await #expect(throws: DomainError.sessionTokenTaken) {
                try await store.create(repeated, replacing: first.id)
            }
            #expect(try await store.find(tokenHash: "same") == first)
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.addAccount(ada)
            let fine = UserSession(id: SessionID(UUID()), userID: ada.id, tokenHash: "fine",
                                   createdAt: Date(timeIntervalSince1970: F.base + 0.000_4),
                                   expiresAt: Date(timeIntervalSince1970: F.base + 10.999_6))
            try await store.create(fine, replacing: nil)
            try await store.revoke(fine.id, at: Date(timeIntervalSince1970: F.base + 5.001_49))
            let stored = try await store.find(tokenHash: "fine")
            #expect(stored?.createdAt == F.instant())
            #expect(stored?.expiresAt == F.instant(11))
            #expect(stored?.revokedAt == Date(timeIntervalSince1970: F.base + 5.001))
        },
    ]
}
