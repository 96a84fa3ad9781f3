public import Domain
public import Foundation

extension SQLStore {
    /// A taken email is the schema's `users.users_email`: `.emailTaken`.
    public func create(_ user: User, firstSession: UserSession, replacing replaced: SessionID?) async throws(DomainError) {
        try await writing { db in
            try db.execute(UserRow.insert(user))
            try db.execute(SessionRow.insert(firstSession))
            if let replaced { try db.execute(SessionRow.revoke(replaced, at: firstSession.createdAt)) }
        }
    }

    public func find(id: UserID) async throws(DomainError) -> User? {
        try await readingFirst("SELECT \(raw: UserRow.columns) FROM users WHERE id = \(id)", UserRow.read)
    }

    public func find(email: EmailAddress) async throws(DomainError) -> User? {
        try await readingFirst("SELECT \(raw: UserRow.columns) FROM users WHERE email = \(email.value)", UserRow.read)
    }

    public func updatePasswordHash(of id: UserID, to hash: String, revokingSessionsExcept kept: SessionID,
                                   at instant: Date) async throws(DomainError) {
        try await writing { db in
            guard try db.execute("UPDATE users SET password_hash = \(hash) WHERE id = \(id)") == 1 else {
                throw DomainError.accountMissing(id)
            }
            try db.execute(SessionRow.revokeAll(of: id, except: kept, at: instant))
        }
    }

    /// A taken email is the schema's `users.users_email`: `.emailTaken`.
    public func updateProfile(of id: UserID, email: EmailAddress, displayName: String) async throws(DomainError) {
        try await writing { db in
            guard try db.execute("UPDATE users SET email = \(email.value), display_name = \(displayName) WHERE id = \(id)") == 1 else {
                throw DomainError.accountMissing(id)
            }
        }
    }
}
