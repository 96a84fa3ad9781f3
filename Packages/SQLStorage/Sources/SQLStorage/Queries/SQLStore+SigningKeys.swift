public import Domain

extension SQLStore {
    public func signingKey(of event: EventID) async throws(DomainError) -> EventSigningKey? {
        try await readingFirst(Self.signingKeyQuery(of: event), EventSigningKeyRow.read)
    }

    /// Inserts unless the event has a key, then reads, in one transaction: the first key stored
    /// stays the event's, and a writer whose insert waited on another's (PostgreSQL) reads
    /// that one.
    public func signingKey(storingIfMissing candidate: EventSigningKey) async throws(DomainError) -> EventSigningKey {
        try await writing { db in
            guard try db.exists("SELECT 1 FROM events WHERE id = \(candidate.eventID)") else {
                throw DomainError.eventMissing(candidate.eventID)
            }
            try db.execute(EventSigningKeyRow.insertUnlessPresent(candidate))
            guard let stored = try Self.signingKey(of: candidate.eventID, db) else { throw DomainError.eventMissing(candidate.eventID) }
            return stored
        }
    }

    static func signingKey(of event: EventID, _ db: any SQLExecutor) throws -> EventSigningKey? {
        try db.first(signingKeyQuery(of: event), EventSigningKeyRow.read)
    }

    private static func signingKeyQuery(of event: EventID) -> SQL {
        "SELECT \(raw: EventSigningKeyRow.columns) FROM event_signing_keys WHERE event_id = \(event)"
    }
}
