public import Domain
import PostgresNIO

extension PostgresStore: AgendaRepository {
    public func agendaSessions(of event: EventID) async throws(DomainError) -> [AgendaSession] {
        try await read { connection in try await Self.agendaSessions(of: event, on: connection) }
    }

    /// Like `change(event:)` for guests: under the event's row lock, reads, runs `body` and
    /// writes the difference; removals first, so a handle a removed session held may be reused
    /// by the same change.
    public func changeAgenda<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [AgendaSession]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write { connection in
            let stored = try await Self.lockedEvent(event, on: connection)
            let before = try await Self.agendaSessions(of: event, on: connection)
            var sessions = before
            let outcome = try body(stored, &sessions)
            guard sessions.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
            try AgendaSession.requireValid(sessions)
            let kept = Set(sessions.map(\.id))
            for session in before where !kept.contains(session.id) {
                try await connection.execute("DELETE FROM agenda_sessions WHERE id = \(session.id.description)")
            }
            let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
            for session in sessions where previous[session.id] != session {
                try await connection.execute(AgendaSessionRow.upsert(session))
            }
            return outcome
        }
    }

    static func agendaSessions(of event: EventID, on connection: PostgresConnection) async throws -> [AgendaSession] {
        try await connection.all("""
            SELECT \(unescaped: AgendaSessionRow.columns) FROM agenda_sessions WHERE event_id = \(event.description)
            ORDER BY starts_at, ends_at, handle COLLATE "C"
            """, AgendaSessionRow.read)
    }
}
