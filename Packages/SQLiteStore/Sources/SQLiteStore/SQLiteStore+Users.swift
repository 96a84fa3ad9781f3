public import Domain
import GRDB

extension SQLiteStore: UserRepository {
    public func create(_ user: User) async throws(DomainError) {
        let record = UserRecord(user)
        try await write { db in try record.insert(db) }
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

    public func updatePasswordHash(of id: UserID, to hash: String) async throws(DomainError) {
        let key = id.description
        try await write { db in
            let changed = try UserRecord.filter(key: key).updateAll(db, UserRecord.CodingKeys.passwordHash.set(to: hash))
            guard changed == 1 else {
                throw DomainError.notFound("no account has id \(key); sign in again")
            }
        }
    }
}
