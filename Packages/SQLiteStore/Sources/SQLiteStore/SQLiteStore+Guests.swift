public import Domain
import GRDB

extension SQLiteStore: GuestRepository {
    public func guests(of event: EventID) async throws(DomainError) -> [Guest] {
        let key = event.description
        return try await read { db in
            // A cursor: each row becomes a guest as it is read, without an array of records between.
            var guests: [Guest] = []
            let records = try GuestRecord.filter(GuestRecord.CodingKeys.eventID == key)
                .order(GuestRecord.CodingKeys.createdAt, GuestRecord.CodingKeys.handle).fetchCursor(db)
            while let record = try records.next() { guests.append(try record.guest()) }
            return guests
        }
    }

    /// Reads, runs `body` and writes the difference inside one IMMEDIATE transaction (see
    /// `write`), so no other process writes between the decision and its effect. Removals are
    /// written first, so a handle or email a removed guest held may be reused by the same change.
    public func change<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write { db in try Self.changeGuests(of: event, in: db, body) }
    }

    /// The event's row and then its guests, in one IMMEDIATE transaction.
    public func update<Outcome: Sendable>(
        _ event: Event,
        _ body: @Sendable (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write(conflicts: Self.handleConflict(event.handle)) { db in
            try Self.update(event, in: db)
            return try Self.changeGuests(of: event.id, in: db, body)
        }
    }

    static func changeGuests<Outcome>(
        of event: EventID, in db: Database, _ body: (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) throws -> Outcome {
        let key = event.description
        guard let stored = try EventRecord.fetchOne(db, key: key)?.event() else { throw DomainError.eventMissing(event) }
        let before = try guests(of: key, in: db)
        var guests = try before.map { record throws(CorruptRow) in try record.guest() }
        let outcome = try body(stored, &guests)
        guard guests.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
        try Guest.requireUnique(guests)
        try Guest.requireKnownAnswers(guests, questions: try questions(of: key, in: db))
        try write(guests, replacing: before, in: db)
        return outcome
    }

    /// One transaction, rolled back unless `body` keeps it; see `SQLiteGuestBatch`.
    public func batch<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) async throws(DomainError) -> Outcome {
        let errors = errors
        return try await write { db in
            guard let stored = try EventRecord.fetchOne(db, key: event.description)?.event() else { throw DomainError.eventMissing(event) }
            let (outcome, keep) = try body(try SQLiteGuestBatch(event: stored, db: db, errors: errors))
            return (outcome, keep: keep)
        }
    }

    /// Writes what differs between the stored rows `before` and `guests`, removals first.
    static func write(_ guests: [Guest], replacing before: [GuestRecord], in db: Database) throws {
        let after = guests.map(GuestRecord.init)
        let kept = Set(after.map(\.id))
        for record in before where !kept.contains(record.id) {
            _ = try GuestRecord.deleteOne(db, key: record.id)
        }
        let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        // New guests through one prepared INSERT (an import adds thousands); changed ones updated.
        let insert = try db.cachedStatement(sql: GuestRecord.insertSQL)
        for record in after {
            guard let stored = previous[record.id] else {
                try insert.execute(arguments: record.insertArguments)
                continue
            }
            if stored != record { try record.update(db) }
        }
    }

    static func guests(of event: String, in db: Database) throws -> [GuestRecord] {
        try GuestRecord.filter(GuestRecord.CodingKeys.eventID == event)
            .order(GuestRecord.CodingKeys.createdAt, GuestRecord.CodingKeys.handle).fetchAll(db)
    }
}
