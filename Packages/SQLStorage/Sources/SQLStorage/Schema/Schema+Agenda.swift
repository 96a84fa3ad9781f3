import Domain

extension Schema {
    /// Agenda sessions of events. Speakers are a JSON array of `{"name": ..., "email": ...}`
    /// objects kept as TEXT (read them with `json_each`). Handles are unique per event.
    static let agenda = SchemaPiece(statements: [
        """
        CREATE TABLE agenda_sessions (
            id          TEXT   NOT NULL CONSTRAINT agenda_sessions_pkey PRIMARY KEY,
            event_id    TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            handle      TEXT   NOT NULL,
            title       TEXT   NOT NULL,
            starts_at   BIGINT NOT NULL,
            ends_at     BIGINT NOT NULL,
            room        TEXT,
            track       TEXT,
            speakers    TEXT   NOT NULL DEFAULT '[]',
            description TEXT,
            capacity    BIGINT
                CONSTRAINT capacity CHECK (capacity IS NULL OR capacity > 0),
            created_at  BIGINT NOT NULL,
            updated_at  BIGINT NOT NULL,
            CONSTRAINT ends CHECK (ends_at > starts_at),
            CONSTRAINT agenda_sessions_handle UNIQUE (event_id, handle)
        )
        """,
        "CREATE INDEX agenda_sessions_by_event ON agenda_sessions(event_id, starts_at, ends_at, handle)",
    ], constraintErrors: [
        "agenda_sessions.capacity": .invalid(field: "capacity", message: "must be at least 1 seat; give a positive number or leave it out"),
        "agenda_sessions.ends": .agendaSessionEndsBeforeStart,
        "agenda_sessions.agenda_sessions_handle": .conflict(field: "session", message: "this handle already names another session of this event; choose another"),
    ])
}
