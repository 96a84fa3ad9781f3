import Domain
import GRDB

extension Migrations {
    /// Agenda sessions of events. Speakers are a JSON array of `{"name": ..., "email": ...}`
    /// objects (read them with `json_each`); like a guest's plus-ones they are only ever read
    /// and written with their session. Handles are unique per event.
    static let agenda = SchemaPiece(create: { db in
        try db.execute(sql: """
            CREATE TABLE agenda_sessions (
                id          TEXT    NOT NULL PRIMARY KEY,
                event_id    TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                handle      TEXT    NOT NULL,
                title       TEXT    NOT NULL,
                starts_at   INTEGER NOT NULL,
                ends_at     INTEGER NOT NULL,
                room        TEXT,
                track       TEXT,
                speakers    TEXT    NOT NULL DEFAULT '[]',
                description TEXT,
                capacity    INTEGER
                    CONSTRAINT capacity CHECK (capacity IS NULL OR capacity > 0),
                created_at  INTEGER NOT NULL,
                updated_at  INTEGER NOT NULL,
                CONSTRAINT ends CHECK (ends_at > starts_at),
                UNIQUE (event_id, handle)
            );
            CREATE INDEX agenda_sessions_by_event ON agenda_sessions(event_id, starts_at, ends_at, handle);
            """)
    }, constraintErrors: [
        "agenda_sessions.capacity": .invalid(field: "capacity", message: "must be at least 1 seat; give a positive number or leave it out"),
        "agenda_sessions.ends": .agendaSessionEndsBeforeStart,
        "agenda_sessions.event_id, agenda_sessions.handle": .conflict(field: "session", message: "this handle already names another session of this event; choose another"),
    ])
}
