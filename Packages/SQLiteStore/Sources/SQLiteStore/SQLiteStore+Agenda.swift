public import Domain
import GRDB

extension SQLiteStore: AgendaRepository {
    public func agendaSessions(of event: EventID) async throws(DomainError) -> [AgendaSession] {
        let key = event.description
        return try await read { db in
            try Self.agendaRecords(of: key, in: db).map { record throws(CorruptRow) in try record.session() }
        }
    }

    /// Like `change(event:)` for guests: reads, runs `body` and writes the difference inside one
    /// IMMEDIATE transaction; removals first, so a handle a removed session held may be reused
    /// by the same change.
    public func changeAgenda<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [AgendaSession]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        let key = event.description
        return try await write { db in
            guard let stored = try EventRecord.fetchOne(db, key: key)?.event() else { throw DomainError.eventMissing(event) }
            let before = try Self.agendaRecords(of: key, in: db)
            var sessions = try before.map { record throws(CorruptRow) in try record.session() }
            let outcome = try body(stored, &sessions)
            guard sessions.allSatisfy({ $0.eventID == event }) else { throw DomainError.referenceMissing }
            try AgendaSession.requireValid(sessions)
            let after = sessions.map(AgendaSessionRecord.init)
            let kept = Set(after.map(\.id))
            for record in before where !kept.contains(record.id) {
                _ = try AgendaSessionRecord.deleteOne(db, key: record.id)
            }
            let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
            for record in after where previous[record.id] != record {
                try record.save(db)
            }
            return outcome
        }
    }

    static func agendaRecords(of event: String, in db: Database) throws -> [AgendaSessionRecord] {
        typealias Column = AgendaSessionRecord.CodingKeys
        return try AgendaSessionRecord.filter(Column.eventID == event)
            .order(Column.startsAt, Column.endsAt, Column.handle).fetchAll(db)
    }
}
