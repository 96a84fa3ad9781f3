import Domain

extension Schema {
    /// Guests of events. Plus-ones and tags are JSON arrays of text (read them with
    /// `json_each`); they are only ever read with their guest. Emails and handles are unique per
    /// event; several guests may have no email (NULLs are distinct in a UNIQUE).
    static let guests = SchemaPiece(statements: [
        """
        CREATE TABLE guests (
            id                TEXT   NOT NULL CONSTRAINT guests_pkey PRIMARY KEY,
            event_id          TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            handle            TEXT   NOT NULL,
            name              TEXT   NOT NULL,
            email             TEXT,
            phone             TEXT,
            others            BIGINT NOT NULL
                CONSTRAINT party CHECK (others >= 0),
            plus_ones         TEXT   NOT NULL DEFAULT '[]',
            tags              TEXT   NOT NULL DEFAULT '[]',
            dietary           TEXT,
            note              TEXT,
            status            TEXT   NOT NULL
                CONSTRAINT status CHECK (status IN ('invited', 'accepted', 'declined', 'maybe', 'waitlisted')),
            status_changed_at BIGINT NOT NULL,
            created_at        BIGINT NOT NULL,
            updated_at        BIGINT NOT NULL,
            CONSTRAINT guests_handle UNIQUE (event_id, handle),
            CONSTRAINT guests_email UNIQUE (event_id, email)
        )
        """,
        "CREATE INDEX guests_by_event ON guests(event_id, created_at, handle)",
    ], constraintErrors: [
        "guests.party": .invalid(field: "party", message: "must be 0 or more people besides the guest; give a number like 2"),
        "guests.status": .invalid(field: "status", message: "is not a known RSVP status; use invited, accepted, declined, maybe or waitlisted"),
        "guests.guests_handle": .conflict(field: "guest", message: "this handle already names another guest of this event; choose another"),
        "guests.guests_email": .conflict(field: "email", message: "this email is already on this event's guest list; update that guest instead"),
    ])
}
