public import Domain
import GRDB

extension SQLiteStore: EventSigningKeyRepository {
    public func signingKey(of event: EventID) async throws(DomainError) -> EventSigningKey? {
        let key = event.description
        return try await read { db in try EventSigningKeyRecord.fetchOne(db, key: key)?.signingKey() }
    }

    /// INSERT OR IGNORE then read, in one transaction: the first key stored stays the event's.
    public func signingKey(storingIfMissing candidate: EventSigningKey) async throws(DomainError) -> EventSigningKey {
        let record = EventSigningKeyRecord(candidate)
        return try await write { db in
            guard try EventRecord.exists(db, key: record.eventID) else { throw DomainError.eventMissing(candidate.eventID) }
            try record.insert(db, onConflict: .ignore)
            guard let stored = try EventSigningKeyRecord.fetchOne(db, key: record.eventID) else { throw DomainError.eventMissing(candidate.eventID) }
            return try stored.signingKey()
        }
    }
}
