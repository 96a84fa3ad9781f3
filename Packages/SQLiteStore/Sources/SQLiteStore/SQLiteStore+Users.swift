public import Domain
public import Foundation
import GRDB
import SQLStorage

extension SQLiteStore: UserRepository {
    public func create(_ user: User, firstSession: UserSession, replacing replaced: SessionID?) async throws(DomainError) {
        let account = UserRecord(user)
        let session = SessionRecord(firstSession)
        let replacedKey = replaced?.description
        try await write { db in
            try account.insert(db)
            try session.insert(db)
            if let replacedKey {
                try SessionRecord.revoke(replacedKey, at: session.createdAt, in: db)
            }
        }
    }

    public func find(id: UserID) async throws(DomainError) -> User? {
        let key = id.description
        return try await read { db in try UserRecord.fetchOne(db, key: key)?.user() }
    }

    public func find(email: EmailAddress) async throws(DomainError) -> User? {
        let value = email.value
        return try await read { db in
            try UserRecord.filter(UserRecord.CodingKeys.email == value).fetchOne(db)?.user()
        }
    }

    public func updatePasswordHash(of id: UserID, to hash: String, revokingSessionsExcept kept: SessionID,
                                   at instant: Date) async throws(DomainError) {
        let key = id.description
        let keptKey = kept.description
        let revokedAt = Instant.milliseconds(instant)
        try await write { db in
            let changed = try UserRecord.filter(key: key).updateAll(db, UserRecord.CodingKeys.passwordHash.set(to: hash))
            guard changed == 1 else {
                throw DomainError.accountMissing(id)
            }
            try SessionRecord.revokeAll(of: key, except: keptKey, at: revokedAt, in: db)
        }
    }
}
