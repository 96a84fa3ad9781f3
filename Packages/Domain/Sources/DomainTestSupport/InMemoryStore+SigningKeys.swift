public import Domain

/// Each event's signing key.
struct SigningKeyTable: InMemoryTable {
    var byEvent: [EventID: EventSigningKey] = [:]
}

extension InMemoryStore: EventSigningKeyRepository {
    public func signingKey(of event: EventID) -> EventSigningKey? {
        tables[SigningKeyTable.self].byEvent[event]
    }

    public func signingKey(storingIfMissing candidate: EventSigningKey) throws(DomainError) -> EventSigningKey {
        try write { tables throws(DomainError) in
            guard tables.event(candidate.eventID) != nil else { throw .eventMissing(candidate.eventID) }
            if let existing = tables[SigningKeyTable.self].byEvent[candidate.eventID] { return existing }
            let stored = EventSigningKey(eventID: candidate.eventID, publicKey: candidate.publicKey,
                                         privateKey: candidate.privateKey, createdAt: candidate.createdAt.stored)
            tables[SigningKeyTable.self].byEvent[candidate.eventID] = stored
            return stored
        }
    }
}
