import Domain
import Foundation
import PostgresNIO
import SQLStorage

/// `agenda_sessions` columns, in the order `AgendaSessionRow.read` and `values` take them.
/// Speakers are a JSON array of `{"name", "email"}` objects, as SQLiteStore writes them.
enum AgendaSessionRow {
    static let columns = """
        id, event_id, handle, title, starts_at, ends_at, room, track, speakers, description, capacity, \
        created_at, updated_at
        """
    private static let table = "agenda_sessions"

    static func read(_ row: PostgresRow) throws -> AgendaSession {
        let (id, eventID, handle, title, startsAt, endsAt, room, track, speakers, description, capacity, createdAt, updatedAt) =
            try row.decode((String, String, String, String, Int64, Int64, String?, String?, String, String?, Int64?,
                            Int64, Int64).self)
        guard let list = try? JSONDecoder().decode([Speaker].self, from: Data(speakers.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(speakers)' is not a JSON array of speakers")
        }
        return AgendaSession(id: try StoredValue.identifier(id, table: table),
                             eventID: try StoredValue.identifier(eventID, table: table),
                             handle: try StoredValue.handle(handle, table: table), title: title,
                             startsAt: Instant.date(startsAt), endsAt: Instant.date(endsAt), room: room, track: track,
                             speakers: list, description: description, capacity: capacity.map { Int($0) },
                             createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }

    /// Inserts the session, or replaces every column of the stored one with its id.
    static func upsert(_ session: AgendaSession) -> PostgresQuery {
        // Encoding names and validated emails cannot fail.
        let speakers = String(decoding: (try? JSONEncoder().encode(session.speakers)) ?? Data("[]".utf8), as: UTF8.self)
        return """
            INSERT INTO agenda_sessions (\(unescaped: columns))
            VALUES (\(session.id.description), \(session.eventID.description), \(session.handle.value), \(session.title),
                    \(Instant.milliseconds(session.startsAt)), \(Instant.milliseconds(session.endsAt)), \(session.room),
                    \(session.track), \(speakers), \(session.description), \(session.capacity.map { Int64($0) }),
                    \(Instant.milliseconds(session.createdAt)), \(Instant.milliseconds(session.updatedAt)))
            ON CONFLICT (id) DO UPDATE SET handle = excluded.handle, title = excluded.title,
                starts_at = excluded.starts_at, ends_at = excluded.ends_at, room = excluded.room, track = excluded.track,
                speakers = excluded.speakers, description = excluded.description, capacity = excluded.capacity,
                created_at = excluded.created_at, updated_at = excluded.updated_at
            """
    }
}
