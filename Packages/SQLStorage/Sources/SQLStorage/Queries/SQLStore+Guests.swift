public import Domain

extension SQLStore {
    public func guests(of event: EventID) async throws(DomainError) -> [Guest] {
        try await reading { db in try Self.guests(of: event, db) }
    }

    public func guest(linkDigest: String) async throws(DomainError) -> Guest? {
        try await readingFirst("SELECT \(raw: GuestRow.columns) FROM guests WHERE link_digest = \(linkDigest)", GuestRow.read)
    }

    public func guest(of event: EventID, _ key: GuestKey) async throws(DomainError) -> Guest? {
        try await reading { db in try SQLGuestBatch.guest(of: event, key, db) }
    }

    /// A guest not waiting costs no transaction: every guest's page asks.
    public func acceptedHeads(of event: EventID) async throws(DomainError) -> Int {
        try await reading { db in try SQLGuestBatch.acceptedHeads(of: event, db) }
    }

    public func waitlistPosition(of guest: Guest) async throws(DomainError) -> Int? {
        guard guest.status == .waitlisted else { return nil }
        return try await reading { db in try SQLGuestBatch.waitlistPosition(of: guest, db) }
    }

    /// Reads, runs `body` and writes the difference inside one write transaction that holds
    /// the event (see `lockedEvent`) from the first read: another writer changing the same
    /// event's guests waits for the commit, then decides on what this one stored; on
    /// PostgreSQL other events are not held up. Removals are written first, so a handle or
    /// email a removed guest held may be reused by the same change. The mail `body` queues,
    /// and the news its promotions are owed, are queued after the guests, in the same
    /// transaction.
    public func change<Outcome: Sendable>(
        event: EventID,
        mailing body: @Sendable (Event, inout [Guest], inout [OutboxMessage]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in try Self.changeGuests(of: event, db, body) }
    }

    /// `body` on a batch that reads only what it asks, in one write transaction holding the event.
    public func edit<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in try self.edit(try Self.lockedEvent(event, db), db, body) }
    }

    /// The event's row, then its guests as `edit` changes them, in one write transaction.
    public func update<Outcome: Sendable>(
        _ event: Event,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing(conflicts: Self.handleConflict(event.handle)) { db in
            try Self.update(event, db)
            return try self.edit(try Self.lockedEvent(event.id, db), db, body)
        }
    }

    private func edit<Outcome>(
        _ event: Event, _ db: any SQLExecutor, _ body: (any GuestBatch) throws(DomainError) -> Outcome
    ) throws -> Outcome {
        let batch = try SQLGuestBatch(event: event, questions: try Self.questions(of: event.id, db), db: db, importing: false,
                                      domainError: { error, conflicts in self.domainError(for: error, conflicts: conflicts) })
        let outcome = try body(batch)
        try batch.finish()
        return outcome
    }

    /// Prepared without the write lock where the store stages (`StagedGuestBatch`); else, or
    /// when the batch needs the list as it is or what it read has changed by the time it
    /// publishes, `body` runs again in one write transaction holding the event, rolled back
    /// unless `body` keeps it (`SQLGuestBatch`).
    public func batch<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) async throws(DomainError) -> Outcome {
        if let staged = try await staging({ db in try self.prepare(event, db, body) }, publish: { db, prepared in
            try StagedGuestBatch.publish(answered: prepared.answers, now: try Self.importAnswers(event, db), db)
        }) {
            return staged.outcome
        }
        return try await writing(keeping: { db in
            let batch = try SQLGuestBatch(event: try Self.lockedEvent(event, db), questions: try Self.questions(of: event, db),
                                          db: db, importing: true, domainError: { error, conflicts in self.domainError(for: error, conflicts: conflicts) })
            let (outcome, keep) = try body(batch)
            try batch.finish()
            return (outcome, keep: keep)
        })
    }

    /// `body` on a `StagedGuestBatch`; nil when it needs the list as it is.
    private func prepare<Outcome: Sendable>(
        _ event: EventID, _ db: any SQLExecutor,
        _ body: (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) throws -> (value: StagedImport<Outcome>, publish: Bool)? {
        let batch = try StagedGuestBatch(try Self.importAnswers(event, db), db: db,
                                         domainError: { error, conflicts in self.domainError(for: error, conflicts: conflicts) })
        let outcome: Outcome, keep: Bool
        do {
            (outcome, keep) = try body(batch)
            try batch.finish()
        } catch where batch.needsLock {
            return nil
        }
        return batch.needsLock ? nil : (StagedImport(outcome: outcome, answers: batch.answers), keep)
    }

    private static func importAnswers(_ event: EventID, _ db: any SQLExecutor) throws -> StagedGuestBatch.Answers {
        try StagedGuestBatch.Answers(event: try lockedEvent(event, db), questions: try questions(of: event, db), db)
    }

    static func changeGuests<Outcome>(
        of event: EventID, _ db: any SQLExecutor,
        _ body: (Event, inout [Guest], inout [OutboxMessage]) throws(DomainError) -> Outcome
    ) throws -> Outcome {
        let stored = try lockedEvent(event, db)
        let before = try guests(of: event, db)
        var guests = before
        var mail: [OutboxMessage] = []
        let outcome = try body(stored, &guests, &mail)
        guard guests.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
        try Guest.requireUnique(guests)
        try Guest.requireKnownAnswers(guests, questions: try questions(of: event, db))
        try write(guests, replacing: before, db)
        let stillHere = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        let news = guests.compactMap { guest in
            stillHere[guest.id].flatMap { MailNews.owed(from: $0, to: guest, at: guest.statusChangedAt) }
        }
        _ = try db.queue(mail + news)
        return outcome
    }

    /// Oldest first, ties by handle compared bytewise (as Swift compares them).
    static func guests(of event: EventID, _ db: any SQLExecutor) throws -> [Guest] {
        try db.all("""
            SELECT \(raw: GuestRow.columns) FROM guests WHERE event_id = \(event)
            ORDER BY created_at, handle\(raw: db.dialect.bytewise)
            """, GuestRow.read)
    }

    /// Writes what differs between the stored guests `before` and `guests`, removals first:
    /// one statement per removed, added or changed guest, each text prepared once (an import
    /// adds thousands); an unchanged guest is not written.
    static func write(_ guests: [Guest], replacing before: [Guest], _ db: any SQLExecutor) throws {
        let kept = Set(guests.map(\.id))
        for guest in before where !kept.contains(guest.id) {
            try db.execute("DELETE FROM guests WHERE id = \(guest.id)")
        }
        let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        for guest in guests {
            guard let stored = previous[guest.id] else {
                try db.execute(GuestRow.insert(guest))
                continue
            }
            if stored != guest { try db.execute(GuestRow.update(guest)) }
        }
    }
}

/// What a staged import made: its outcome, and the answers its batch gave, to be checked again.
struct StagedImport<Outcome: Sendable>: Sendable {
    let outcome: Outcome
    let answers: StagedGuestBatch.Answers
}
