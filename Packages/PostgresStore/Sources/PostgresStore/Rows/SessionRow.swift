import Domain
import PostgresNIO
import SQLStorage

/// `sessions` columns, in the order `SessionRow.read` takes them.
enum SessionRow {
    static let columns = "id, user_id, token_hash, created_at, expires_at, revoked_at"

    static func read(_ row: PostgresRow) throws -> UserSession {
        let (id, userID, tokenHash, createdAt, expiresAt, revokedAt) =
            try row.decode((String, String, String, Int64, Int64, Int64?).self)
        return UserSession(id: try StoredValue.identifier(id, table: "sessions"),
                           userID: try StoredValue.identifier(userID, table: "sessions"),
                           tokenHash: tokenHash, createdAt: Instant.date(createdAt), expiresAt: Instant.date(expiresAt),
                           revokedAt: revokedAt.map(Instant.date))
    }
}
