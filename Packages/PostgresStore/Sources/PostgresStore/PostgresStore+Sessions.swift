public import Domain
public import Foundation
import PostgresNIO
import SQLStorage

extension PostgresStore: SessionRepository {
    public func create(_ session: UserSession, replacing replaced: SessionID?) async throws(DomainError) {
        try await write { connection in
            try await Self.insert(session, on: connection)
            if let replaced {
                try await Self.revoke(replaced, at: session.createdAt, on: connection)
            }
        }
    }

    public func find(tokenHash: String) async throws(DomainError) -> UserSession? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: SessionRow.columns) FROM sessions WHERE token_hash = \(tokenHash)",
                                       SessionRow.read)
        }
    }

    /// A session revoked already keeps its first revocation instant.
    public func revoke(_ id: SessionID, at instant: Date) async throws(DomainError) {
        try await write { connection in try await Self.revoke(id, at: instant, on: connection) }
    }

    static func insert(_ session: UserSession, on connection: PostgresConnection) async throws {
        try await connection.execute("""
            INSERT INTO sessions (\(unescaped: SessionRow.columns))
            VALUES (\(session.id.description), \(session.userID.description), \(session.tokenHash),
                    \(Instant.milliseconds(session.createdAt)), \(Instant.milliseconds(session.expiresAt)),
                    \(session.revokedAt.map(Instant.milliseconds)))
            """)
    }

    static func revoke(_ id: SessionID, at instant: Date, on connection: PostgresConnection) async throws {
        try await connection.execute("""
            UPDATE sessions SET revoked_at = \(Instant.milliseconds(instant))
            WHERE id = \(id.description) AND revoked_at IS NULL
            """)
    }
}
