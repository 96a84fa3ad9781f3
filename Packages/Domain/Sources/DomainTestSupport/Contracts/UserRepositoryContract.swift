public import Domain
import Foundation
import Testing

/// What every `UserRepository` does. Sessions are read back through `SessionRepository`, as
/// creating an account also starts its first session.
public enum UserRepositoryContract {
    public typealias Store = any UserRepository & SessionRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("an account and its first session are found; emails are found normalised") { (store: Store) async throws in
            let ada = try F.user("ada@example.org", name: "Ada Lovelace")
            let bob = try F.user("bob@example.org")
            let adas = F.session(of: ada, token: "aa11")
            try await store.create(ada, firstSession: adas, replacing: nil)
            try await store.create(bob, firstSession: F.session(of: bob, token: "bb22"), replacing: nil)
            #expect(try await store.find(id: ada.id) == ada)
            #expect(try await store.find(email: EmailAddress("ADA@example.org ")) == ada)
            #expect(try await store.find(email: EmailAddress("bob@example.org")) == bob)
            #expect(try await store.find(id: UserID(UUID())) == nil)
            #expect(try await store.find(email: EmailAddress("nobody@example.org")) == nil)
            #expect(try await store.find(tokenHash: "aa11") == adas)
        },
        ContractCase("a taken email is emailTaken and stores neither the account nor its session") { (store: Store) async throws in
            let first = try F.user("ada@example.org", name: "First")
            try await store.addAccount(first)
            let second = try F.user("ada@example.org", name: "Second")
            await #expect(throws: DomainError.emailTaken) {
                try await store.create(second, firstSession: F.session(of: second, token: "second"), replacing: nil)
            }
            #expect(try await store.find(id: second.id) == nil)
            #expect(try await store.find(email: EmailAddress("ada@example.org")) == first)
            #expect(try await store.find(tokenHash: "second") == nil)
        },
        ContractCase("a taken email and a taken token together report the email") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.create(ada, firstSession: F.session(of: ada, token: "same"), replacing: nil)
            let again = try F.user("ada@example.org")
            await #expect(throws: DomainError.emailTaken) {
                try await store.create(again, firstSession: F.session(of: again, token: "same"), replacing: nil)
            }
        },
        ContractCase("a first session that cannot be stored takes its account back") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            try await store.create(ada, firstSession: F.session(of: ada, token: "same"), replacing: nil)
            let bob = try F.user("bob@example.org")
            await #expect(throws: DomainError.sessionTokenTaken) {
                try await store.create(bob, firstSession: F.session(of: bob, token: "same"), replacing: nil)
            }
            #expect(try await store.find(id: bob.id) == nil)
            #expect(try await store.find(email: bob.email) == nil)
            #expect(try await store.find(tokenHash: "same")?.userID == ada.id)
        },
        ContractCase("the replaced session is revoked at the new account's first session") { (store: Store) async throws in
            let grace = try F.user("grace@example.org")
            let graces = F.session(of: grace, token: "grace")
            try await store.create(grace, firstSession: graces, replacing: nil)
            let ada = try F.user("ada@example.org")
            try await store.create(ada, firstSession: F.session(of: ada, token: "ada", at: 60), replacing: graces.id)
            #expect(try await store.find(tokenHash: "grace")?.revokedAt == F.instant(60))
            #expect(try await store.find(tokenHash: "ada")?.revokedAt == nil)
        },
        ContractCase("a new password hash revokes every other active session of that user only") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            let kept = F.session(of: ada, token: "keep")
            try await store.create(ada, firstSession: kept, replacing: nil)
            try await store.create(bob, firstSession: F.session(of: bob, token: "bobs"), replacing: nil)
            try await store.create(F.session(of: ada, token: "other"), replacing: nil)
            let earlier = F.session(of: ada, token: "earlier")
            try await store.create(earlier, replacing: nil)
            try await store.revoke(earlier.id, at: F.instant(1))

            try await store.updatePasswordHash(of: ada.id, to: "$scrypt$new", revokingSessionsExcept: kept.id, at: F.instant(50))

            #expect(try await store.find(id: ada.id)?.passwordHash == "$scrypt$new")
            #expect(try await store.find(id: bob.id)?.passwordHash == bob.passwordHash)
            #expect(try await store.find(tokenHash: "keep")?.revokedAt == nil)
            #expect(try await store.find(tokenHash: "other")?.revokedAt == F.instant(50))
            #expect(try await store.find(tokenHash: "earlier")?.revokedAt == F.instant(1))
            #expect(try await store.find(tokenHash: "bobs")?.revokedAt == nil)
        },
        ContractCase("a new password hash for a missing account is accountMissing") { (store: Store) async throws in
            let missing = UserID(UUID())
            await #expect(throws: DomainError.accountMissing(missing)) {
                try await store.updatePasswordHash(of: missing, to: "x", revokingSessionsExcept: SessionID(UUID()), at: F.instant())
            }
            #expect(try await store.find(id: missing) == nil)
        },
        ContractCase("a new email and name are stored; a taken email is emailTaken and changes nothing") { (store: Store) async throws in
            let ada = try F.user("ada@example.org", name: "Ada")
            let bob = try F.user("bob@example.org", name: "Bob")
            try await store.addAccount(ada)
            try await store.addAccount(bob)

            try await store.updateProfile(of: ada.id, email: EmailAddress("countess@example.org"), displayName: "Ada Lovelace")
            #expect(try await store.find(email: EmailAddress("countess@example.org"))?.displayName == "Ada Lovelace")
            #expect(try await store.find(email: EmailAddress("ada@example.org")) == nil)
            #expect(try await store.find(id: ada.id)?.passwordHash == ada.passwordHash)

            await #expect(throws: DomainError.emailTaken) {
                try await store.updateProfile(of: bob.id, email: EmailAddress("countess@example.org"), displayName: "Robert")
            }
            #expect(try await store.find(id: bob.id) == bob)
            let missing = UserID(UUID())
            await #expect(throws: DomainError.accountMissing(missing)) {
                try await store.updateProfile(of: missing, email: EmailAddress("x@example.org"), displayName: "X")
            }
        },
        ContractCase("revoking all of a user's sessions ends the active ones only, and counts them") { (store: Store) async throws in
            let ada = try F.user("ada@example.org")
            let bob = try F.user("bob@example.org")
            try await store.create(ada, firstSession: F.session(of: ada, token: "one"), replacing: nil)
            try await store.create(bob, firstSession: F.session(of: bob, token: "bobs"), replacing: nil)
            try await store.create(F.session(of: ada, token: "two"), replacing: nil)
            let earlier = F.session(of: ada, token: "earlier")
            try await store.create(earlier, replacing: nil)
            try await store.revoke(earlier.id, at: F.instant(1))

            #expect(try await store.revokeAll(of: ada.id, at: F.instant(50)) == 2)
            #expect(try await store.find(tokenHash: "one")?.revokedAt == F.instant(50))
            #expect(try await store.find(tokenHash: "two")?.revokedAt == F.instant(50))
            #expect(try await store.find(tokenHash: "earlier")?.revokedAt == F.instant(1))
            #expect(try await store.find(tokenHash: "bobs")?.revokedAt == nil)
            #expect(try await store.revokeAll(of: ada.id, at: F.instant(60)) == 0)
        },
        ContractCase("instants are kept to the millisecond") { (store: Store) async throws in
            var ada = try F.user("ada@example.org")
            ada = User(id: ada.id, email: ada.email, displayName: ada.displayName, passwordHash: ada.passwordHash,
                       createdAt: Date(timeIntervalSince1970: F.base + 0.123_456))
            try await store.addAccount(ada)
            #expect(try await store.find(id: ada.id)?.createdAt == Date(timeIntervalSince1970: F.base + 0.123))
        },
    ]
}
