import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct UserRepositoryTests {
    @Test func createdUserIsFoundByIdAndEmail() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            let ada = try makeUser("ada@example.org", name: "Ada Lovelace")
            let bob = try makeUser("bob@example.org")
            try await users.create(ada)
            try await users.create(bob)
            #expect(try await users.find(id: ada.id) == ada)
            #expect(try await users.find(email: EmailAddress("ADA@example.org ")) == ada)
            #expect(try await users.find(email: EmailAddress("bob@example.org")) == bob)
            #expect(try await users.find(id: UserID(UUID())) == nil)
            #expect(try await users.find(email: EmailAddress("nobody@example.org")) == nil)
        }
    }

    @Test func aTakenEmailIsAConflictOnEmail() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            try await users.create(try makeUser("ada@example.org", name: "First"))
            let second = try makeUser("ada@example.org", name: "Second")
            let error = await domainError { () async throws(DomainError) in try await users.create(second) }
            #expect(error == .conflict(field: "email", message: "an account with this email already exists; sign in instead"))
            #expect(try await users.find(id: second.id) == nil)
            #expect(try await users.find(email: EmailAddress("ada@example.org"))?.displayName == "First")
        }
    }

    @Test func passwordHashIsReplaced() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            let ada = try makeUser("ada@example.org")
            let bob = try makeUser("bob@example.org")
            try await users.create(ada)
            try await users.create(bob)
            try await users.updatePasswordHash(of: ada.id, to: "$scrypt$new")
            #expect(try await users.find(id: ada.id)?.passwordHash == "$scrypt$new")
            #expect(try await users.find(id: bob.id)?.passwordHash == bob.passwordHash)
        }
    }

    @Test func replacingTheHashOfAMissingAccountIsNotFound() async throws {
        try await withStore { store, _ in
            let users: any UserRepository = store
            let missing = UserID(UUID())
            let error = await domainError { () async throws(DomainError) in try await users.updatePasswordHash(of: missing, to: "x") }
            #expect(error == .notFound("no account has id \(missing); sign in again"))
        }
    }
}
