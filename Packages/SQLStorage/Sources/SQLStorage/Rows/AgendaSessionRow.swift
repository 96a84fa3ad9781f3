import Domain

/// A row of `agenda_sessions`, in the order `read` takes its columns. Speakers are a JSON
/// array of `{"name", "email"}` objects.
enum AgendaSessionRow {
    static let table = "agenda_sessions"
    static let columns = """
        id, event_id, handle, title, starts_at, ends_at, room, track, speakers, description, capacity, \
        created_at, updated_at
        """

    static func read(_ row: any SQLRow) throws -> AgendaSession {
        AgendaSession(id: try StoredValue.identifier(try row.text(0), table: table),
                      eventID: try StoredValue.identifier(try row.text(1), table: table),
                      handle: try StoredValue.handle(try row.text(2), table: table), title: try row.text(3),
                      startsAt: Instant.date(try row.integer(4)), endsAt: Instant.date(try row.integer(5)),
                      room: try row.optionalText(6), track: try row.optionalText(7),
                      speakers: try JSONText.value([Speaker].self, try row.text(8), table: table, detail: "a JSON array of speakers"),
                      description: try row.optionalText(9), capacity: try row.optionalInteger(10).map { Int($0) },
                      createdAt: Instant.date(try row.integer(11)), updatedAt: Instant.date(try row.integer(12)))
    }

    /// Inserts the session, or replaces every column of the stored one with its id.
    static func upsert(_ session: AgendaSession) -> SQL {
        """
        INSERT INTO agenda_sessions (\(raw: columns))
        VALUES (\(session.id), \(session.eventID), \(session.handle), \(session.title),
                \(Instant.milliseconds(session.startsAt)), \(Instant.milliseconds(session.endsAt)), \(session.room),
                \(session.track), \(JSONText.text(of: session.speakers)), \(session.description), \(session.capacity),
                \(Instant.milliseconds(session.createdAt)), \(Instant.milliseconds(session.updatedAt)))
        ON CONFLICT (id) DO UPDATE SET handle = excluded.handle, title = excluded.title,
            starts_at = excluded.starts_at, ends_at = excluded.ends_at, room = excluded.room, track = excluded.track,
            speakers = excluded.speakers, description = excluded.description, capacity = excluded.capacity,
            created_at = excluded.created_at, updated_at = excluded.updated_at
        """
    }
}
