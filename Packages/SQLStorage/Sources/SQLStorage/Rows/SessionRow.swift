import Domain
import Foundation

/// A row of `sessions`, in the order `read` takes its columns.
enum SessionRow {
    static let table = "sessions"
    static let columns = "id, user_id, token_hash, created_at, expires_at, revoked_at"

    static func read(_ row: any SQLRow) throws -> UserSession {
        UserSession(id: try StoredValue.identifier(try row.text(0), table: table),
                    userID: try StoredValue.identifier(try row.text(1), table: table),
                    tokenHash: try row.text(2), createdAt: Instant.date(try row.integer(3)),
                    expiresAt: Instant.date(try row.integer(4)), revokedAt: try row.optionalInteger(5).map(Instant.date))
    }

    static func insert(_ session: UserSession) -> SQL {
        """
        INSERT INTO sessions (\(raw: columns))
        VALUES (\(session.id), \(session.userID), \(session.tokenHash), \(Instant.milliseconds(session.createdAt)),
                \(Instant.milliseconds(session.expiresAt)), \(session.revokedAt.map(Instant.milliseconds)))
        """
    }

    /// Revokes the session; one revoked already keeps its first revocation instant.
    static func revoke(_ id: SessionID, at instant: Date) -> SQL {
        "UPDATE sessions SET revoked_at = \(Instant.milliseconds(instant)) WHERE id = \(id) AND revoked_at IS NULL"
    }

    /// Revokes every active session of the user but `kept`.
    static func revokeAll(of user: UserID, except kept: SessionID, at instant: Date) -> SQL {
        """
        UPDATE sessions SET revoked_at = \(Instant.milliseconds(instant))
        WHERE user_id = \(user) AND id <> \(kept) AND revoked_at IS NULL
        """
    }

    /// Revokes every session of the user still active at `instant`.
    static func revokeAll(of user: UserID, at instant: Date) -> SQL {
        """
        UPDATE sessions SET revoked_at = \(Instant.milliseconds(instant))
        WHERE user_id = \(user) AND revoked_at IS NULL AND expires_at > \(Instant.milliseconds(instant))
        """
    }
}
