import Domain

extension Schema {
    /// Events and who holds which role in them. A handle's conflict names the handle, so the
    /// writes that may cause one pass it (`SQLStore.handleConflict`).
    static let events = SchemaPiece(statements: [
        """
        CREATE TABLE events (
            id                 TEXT   NOT NULL CONSTRAINT events_pkey PRIMARY KEY,
            handle             TEXT   NOT NULL CONSTRAINT events_handle UNIQUE,
            title              TEXT   NOT NULL,
            description        TEXT,
            starts_at          BIGINT NOT NULL,
            ends_at            BIGINT NOT NULL,
            time_zone          TEXT   NOT NULL,
            venue              TEXT,
            capacity           BIGINT
                CONSTRAINT capacity CHECK (capacity IS NULL OR capacity > 0),
            currency           TEXT   NOT NULL
                CONSTRAINT currency CHECK (length(currency) = 3),
            budget_minor_units BIGINT,
            budget_currency    TEXT,
            status             TEXT   NOT NULL
                CONSTRAINT status CHECK (status IN ('draft', 'published', 'completed', 'cancelled')),
            created_at         BIGINT NOT NULL,
            updated_at         BIGINT NOT NULL,
            CONSTRAINT budget CHECK ((budget_minor_units IS NULL) = (budget_currency IS NULL)
                                     AND (budget_currency IS NULL OR length(budget_currency) = 3)),
            CONSTRAINT ends CHECK (ends_at >= starts_at)
        )
        """,
        "CREATE INDEX events_by_start ON events(starts_at, handle)",
        """
        CREATE TABLE memberships (
            event_id TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            user_id  TEXT   NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            role     TEXT   NOT NULL
                CONSTRAINT role CHECK (role IN ('owner', 'organizer', 'staff')),
            added_at BIGINT NOT NULL,
            CONSTRAINT memberships_pkey PRIMARY KEY (event_id, user_id)
        ) WITHOUT ROWID
        """,
        "CREATE INDEX memberships_by_user ON memberships(user_id, event_id)",
    ], constraintErrors: [
        "events.capacity": .invalid(field: "capacity", message: "must be at least 1 person; give a positive number or leave it out"),
        "events.currency": .invalid(field: "currency", message: "must be a 3-letter ISO 4217 code; use one like EUR"),
        "events.budget": .invalid(field: "budget", message: "needs both an amount and a 3-letter currency; give them together or leave both out"),
        "events.ends": .invalid(field: "ends", message: "the end must not be before the start; move the end or the start"),
        "events.status": .invalid(field: "status", message: "is not a known status; use draft, published, completed or cancelled"),
        "memberships.role": .invalid(field: "role", message: "is not a known role; use owner, organizer or staff"),
    ])
}
