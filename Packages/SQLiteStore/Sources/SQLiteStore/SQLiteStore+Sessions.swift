public import Domain
public import Foundation
import GRDB
import SQLStorage

extension SQLiteStore: SessionRepository {
    public func create(_ session: UserSession, replacing replaced: SessionID?) async throws(DomainError) {
        let record = SessionRecord(session)
        let replacedKey = replaced?.description
        try await write { db in
            try record.insert(db)
            if let replacedKey {
                try SessionRecord.revoke(replacedKey, at: record.createdAt, in: db)
            }
        }
    }

    public func find(tokenHash: String) async throws(DomainError) -> UserSession? {
        try await read { db in
            try SessionRecord.filter(SessionRecord.CodingKeys.tokenHash == tokenHash).fetchOne(db)?.session()
        }
    }

    public func revoke(_ id: SessionID, at instant: Date) async throws(DomainError) {
        let key = id.description
        let revokedAt = Instant.milliseconds(instant)
        try await write { db in try SessionRecord.revoke(key, at: revokedAt, in: db) }
    }
}
