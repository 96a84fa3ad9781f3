public import Domain
public import Foundation
import PostgresNIO
import SQLStorage

extension PostgresStore: UserRepository {
    public func create(_ user: User, firstSession: UserSession, replacing replaced: SessionID?) async throws(DomainError) {
        try await write { connection in
            try await connection.execute("""
                INSERT INTO users (\(unescaped: UserRow.columns))
                VALUES (\(user.id.description), \(user.email.value), \(user.displayName), \(user.passwordHash),
                        \(Instant.milliseconds(user.createdAt)))
                """)
            try await Self.insert(firstSession, on: connection)
            if let replaced {
                try await Self.revoke(replaced, at: firstSession.createdAt, on: connection)
            }
        }
    }

    public func find(id: UserID) async throws(DomainError) -> User? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: UserRow.columns) FROM users WHERE id = \(id.description)",
                                       UserRow.read)
        }
    }

    public func find(email: EmailAddress) async throws(DomainError) -> User? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: UserRow.columns) FROM users WHERE email = \(email.value)",
                                       UserRow.read)
        }
    }

    public func updatePasswordHash(of id: UserID, to hash: String, revokingSessionsExcept kept: SessionID,
                                   at instant: Date) async throws(DomainError) {
        try await write { connection in
            let changed = try await connection.count(
                "UPDATE users SET password_hash = \(hash) WHERE id = \(id.description) RETURNING 1")
            guard changed == 1 else { throw DomainError.accountMissing(id) }
            try await connection.execute("""
                UPDATE sessions SET revoked_at = \(Instant.milliseconds(instant))
                WHERE user_id = \(id.description) AND id <> \(kept.description) AND revoked_at IS NULL
                """)
        }
    }
}
