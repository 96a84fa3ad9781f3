public import Domain
import GRDB

extension SQLiteStore: SignInThrottleRepository {
    public func find(email: EmailAddress) async throws(DomainError) -> SignInThrottle? {
        let key = email.value
        return try await read { db in try SignInThrottleRecord.fetchOne(db, key: key)?.throttle() }
    }

    public func save(_ throttle: SignInThrottle) async throws(DomainError) {
        let record = SignInThrottleRecord(throttle)
        try await write { db in try record.upsert(db) }
    }

    public func clear(email: EmailAddress) async throws(DomainError) {
        let key = email.value
        try await write { db in _ = try SignInThrottleRecord.deleteOne(db, key: key) }
    }
}
