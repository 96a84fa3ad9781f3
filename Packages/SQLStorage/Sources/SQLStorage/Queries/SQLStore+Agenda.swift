public import Domain

extension SQLStore {
    public func agendaSessions(of event: EventID) async throws(DomainError) -> [AgendaSession] {
        try await readingStatement(Self.agendaSessionsQuery(of: event, dialect), AgendaSessionRow.read)
    }

    /// Like `change(event:)` for guests: under the event's lock, reads, runs `body` and writes
    /// the difference (`RowDifference`), so a handle a removed session held may be reused by the
    /// same change.
    public func changeAgenda<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [AgendaSession]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            let stored = try Self.lockedEvent(event, db)
            let before = try Self.agendaSessions(of: event, db)
            var sessions = before
            let outcome = try body(stored, &sessions)
            guard sessions.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
            try AgendaSession.requireValid(sessions)
            try RowDifference(from: before, to: sessions, id: \.id).apply(
                delete: { session in try db.execute("DELETE FROM agenda_sessions WHERE id = \(session.id)") },
                upsert: { session in try db.execute(AgendaSessionRow.upsert(session)) })
            return outcome
        }
    }

    static func agendaSessions(of event: EventID, _ db: any SQLExecutor) throws -> [AgendaSession] {
        try db.all(agendaSessionsQuery(of: event, db.dialect), AgendaSessionRow.read)
    }

    private static func agendaSessionsQuery(of event: EventID, _ dialect: SQLDialect) -> SQL {
        """
        SELECT \(raw: AgendaSessionRow.columns) FROM agenda_sessions WHERE event_id = \(event)
        ORDER BY starts_at, ends_at, handle\(raw: dialect.bytewise)
        """
    }
}
