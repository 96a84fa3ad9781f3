import Domain
import GRDB
import SQLStorage

/// A row of `sessions`.
struct SessionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "sessions"

    var id: String
    var userID: String
    var tokenHash: String
    var createdAt: Int64
    var expiresAt: Int64
    var revokedAt: Int64?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case userID = "user_id"
        case tokenHash = "token_hash"
        case createdAt = "created_at"
        case expiresAt = "expires_at"
        case revokedAt = "revoked_at"
    }

    init(_ session: UserSession) {
        id = session.id.description
        userID = session.userID.description
        tokenHash = session.tokenHash
        createdAt = Instant.milliseconds(session.createdAt)
        expiresAt = Instant.milliseconds(session.expiresAt)
        revokedAt = session.revokedAt.map(Instant.milliseconds)
    }

    func session() throws(CorruptRow) -> UserSession {
        UserSession(id: try StoredValue.identifier(id, table: Self.databaseTableName),
                    userID: try StoredValue.identifier(userID, table: Self.databaseTableName),
                    tokenHash: tokenHash, createdAt: Instant.date(createdAt), expiresAt: Instant.date(expiresAt),
                    revokedAt: revokedAt.map(Instant.date))
    }
}

/// Revocations, as statements for the caller's transaction. A session already revoked keeps
/// its first revocation instant.
extension SessionRecord {
    static func revoke(_ id: String, at revokedAt: Int64, in db: Database) throws {
        _ = try filter(key: id)
            .filter(CodingKeys.revokedAt == nil)
            .updateAll(db, CodingKeys.revokedAt.set(to: revokedAt))
    }

    /// Every active session of the user but `kept`.
    static func revokeAll(of userID: String, except kept: String, at revokedAt: Int64, in db: Database) throws {
        _ = try filter(CodingKeys.userID == userID)
            .filter(CodingKeys.id != kept)
            .filter(CodingKeys.revokedAt == nil)
            .updateAll(db, CodingKeys.revokedAt.set(to: revokedAt))
    }
}
