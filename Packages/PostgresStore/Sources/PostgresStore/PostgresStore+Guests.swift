public import Domain
import PostgresNIO

extension PostgresStore: GuestRepository {
    public func guests(of event: EventID) async throws(DomainError) -> [Guest] {
        try await read { connection in try await Self.guests(of: event, on: connection) }
    }

    /// Reads, runs `body` and writes the difference inside one transaction that holds the
    /// event's row lock (`FOR UPDATE`) from the first read: another machine changing the same
    /// event's guests waits for the commit, then decides on what this one stored; other events
    /// are not held up. Removals are written first, so a handle or email a removed guest held
    /// may be reused by the same change.
    public func change<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write { connection in try await Self.changeGuests(of: event, on: connection, body) }
    }

    /// The event's row, locked by its update, then its guests, in one transaction.
    public func update<Outcome: Sendable>(
        _ event: Event,
        _ body: @Sendable (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write(conflicts: Self.handleConflict(event.handle)) { connection in
            try await Self.update(event, on: connection)
            return try await Self.changeGuests(of: event.id, on: connection, body)
        }
    }

    static func changeGuests<Outcome>(
        of event: EventID, on connection: PostgresConnection, _ body: (Event, inout [Guest]) throws(DomainError) -> Outcome
    ) async throws -> Outcome {
        let stored = try await lockedEvent(event, on: connection)
        let before = try await guests(of: event, on: connection)
        var guests = before
        let outcome = try body(stored, &guests)
        guard guests.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
        try Guest.requireUnique(guests)
        try Guest.requireKnownAnswers(guests, questions: try await questions(of: event, on: connection))
        try await write(guests, replacing: before, on: connection)
        return outcome
    }

    /// One transaction under the event's row lock, rolled back unless `body` keeps it; see
    /// `PostgresGuestBatch`.
    public func batch<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (any GuestBatch) throws(DomainError) -> (outcome: Outcome, keep: Bool)
    ) async throws(DomainError) -> Outcome {
        let errors = errors
        return try await write(keeping: { connection in
            let stored = try await Self.lockedEvent(event, on: connection)
            let questions = try await Self.questions(of: event, on: connection)
            let heads = try await connection.first("""
                SELECT coalesce(sum(1 + others), 0)::bigint FROM guests
                WHERE event_id = \(event.description) AND status = 'accepted'
                """) { row in try row.decode(Int64.self) } ?? 0
            return try body(PostgresGuestBatch(event: stored, questions: questions, acceptedHeads: Int(heads),
                                               connection: connection, errors: errors))
        })
    }

    /// The event, its row locked until the transaction ends; `.eventMissing` when there is none.
    /// FOR NO KEY UPDATE: other transactions' foreign keys to the event (key-share locks) need
    /// not wait for it.
    static func lockedEvent(_ event: EventID, on connection: PostgresConnection) async throws -> Event {
        guard let stored = try await connection.first(
            "SELECT \(unescaped: EventRow.columns) FROM events WHERE id = \(event.description) FOR NO KEY UPDATE",
            EventRow.read) else { throw DomainError.eventMissing(event) }
        return stored
    }

    static func guests(of event: EventID, on connection: PostgresConnection) async throws -> [Guest] {
        try await connection.all("""
            SELECT \(unescaped: GuestRow.columns) FROM guests WHERE event_id = \(event.description)
            ORDER BY created_at, handle COLLATE "C"
            """, GuestRow.read)
    }

    /// Writes what differs between the stored guests `before` and `guests`, removals first.
    static func write(_ guests: [Guest], replacing before: [Guest], on connection: PostgresConnection) async throws {
        let kept = Set(guests.map(\.id))
        for guest in before where !kept.contains(guest.id) {
            try await connection.execute("DELETE FROM guests WHERE id = \(guest.id.description)")
        }
        let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        for guest in guests {
            guard let stored = previous[guest.id] else {
                try await connection.execute(PostgresQuery(unsafeSQL: GuestRow.insertSQL, binds: GuestRow.values(guest)))
                continue
            }
            if stored != guest {
                try await connection.execute(PostgresQuery(unsafeSQL: GuestRow.updateSQL, binds: GuestRow.values(guest)))
            }
        }
    }
}
