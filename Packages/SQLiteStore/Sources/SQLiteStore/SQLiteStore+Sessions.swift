public import Domain
public import Foundation
import GRDB

extension SQLiteStore: SessionRepository {
    public func create(_ session: UserSession) async throws(DomainError) {
        let record = SessionRecord(session)
        try await write { db in try record.insert(db) }
    }

    public func find(tokenHash: String) async throws(DomainError) -> UserSession? {
        try await read { db in
            try SessionRecord.filter(SessionRecord.CodingKeys.tokenHash == tokenHash).fetchOne(db)?.session()
        }
    }

    /// Keeps the first revocation instant when the session was already revoked.
    public func revoke(_ id: SessionID, at instant: Date) async throws(DomainError) {
        let key = id.description
        let revokedAt = Instant.milliseconds(instant)
        try await write { db in
            _ = try SessionRecord
                .filter(key: key)
                .filter(SessionRecord.CodingKeys.revokedAt == nil)
                .updateAll(db, SessionRecord.CodingKeys.revokedAt.set(to: revokedAt))
        }
    }

    public func revokeAll(of userID: UserID, keeping: SessionID?, at instant: Date) async throws(DomainError) {
        let user = userID.description
        let kept = keeping?.description
        let revokedAt = Instant.milliseconds(instant)
        try await write { db in
            var sessions = SessionRecord
                .filter(SessionRecord.CodingKeys.userID == user)
                .filter(SessionRecord.CodingKeys.revokedAt == nil)
            if let kept {
                sessions = sessions.filter(SessionRecord.CodingKeys.id != kept)
            }
            _ = try sessions.updateAll(db, SessionRecord.CodingKeys.revokedAt.set(to: revokedAt))
        }
    }
}
