import Domain

extension Schema {
    /// Each event's volunteering: its roles, shifts, volunteers and who is on which shift. A
    /// shift's needs are a JSON array of `{"role", "count"}` objects and a volunteer's roles one
    /// of `{"role", "approved"}` objects, kept as TEXT: the board's own rules
    /// (`ShiftBoard.requireValid`) keep them pointing at the event's roles.
    static let shifts = SchemaPiece(statements: [
        """
        CREATE TABLE volunteer_roles (
            id             TEXT   NOT NULL CONSTRAINT volunteer_roles_pkey PRIMARY KEY,
            event_id       TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            name           TEXT   NOT NULL,
            name_key       TEXT   NOT NULL,
            needs_approval BIGINT NOT NULL DEFAULT 0
                CONSTRAINT needs_approval CHECK (needs_approval IN (0, 1)),
            created_at     BIGINT NOT NULL,
            CONSTRAINT volunteer_roles_name UNIQUE (event_id, name_key)
        )
        """,
        """
        CREATE TABLE shifts (
            id           TEXT   NOT NULL CONSTRAINT shifts_pkey PRIMARY KEY,
            event_id     TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            number       BIGINT NOT NULL
                CONSTRAINT number CHECK (number > 0),
            title        TEXT   NOT NULL,
            place        TEXT,
            starts_at    BIGINT NOT NULL,
            ends_at      BIGINT NOT NULL,
            needs        TEXT   NOT NULL DEFAULT '[]',
            cancelled_at BIGINT,
            created_at   BIGINT NOT NULL,
            updated_at   BIGINT NOT NULL,
            CONSTRAINT times CHECK (ends_at > starts_at),
            CONSTRAINT shifts_number UNIQUE (event_id, number)
        )
        """,
        """
        CREATE TABLE volunteers (
            id                TEXT   NOT NULL CONSTRAINT volunteers_pkey PRIMARY KEY,
            event_id          TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            number            BIGINT NOT NULL
                CONSTRAINT number CHECK (number > 0),
            name              TEXT   NOT NULL,
            email             TEXT,
            phone             TEXT,
            roles             TEXT   NOT NULL DEFAULT '[]',
            household         TEXT,
            created_at        BIGINT NOT NULL,
            updated_at        BIGINT NOT NULL,
            CONSTRAINT volunteers_number UNIQUE (event_id, number)
        )
        """,
        """
        CREATE TABLE shift_assignments (
            id             TEXT   NOT NULL CONSTRAINT shift_assignments_pkey PRIMARY KEY,
            event_id       TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            shift_id       TEXT   NOT NULL REFERENCES shifts(id) ON DELETE CASCADE,
            volunteer_id   TEXT   NOT NULL REFERENCES volunteers(id) ON DELETE CASCADE,
            role_id        TEXT   NOT NULL REFERENCES volunteer_roles(id),
            assigned_at    BIGINT NOT NULL,
            checked_in_at  BIGINT,
            checked_out_at BIGINT,
            excused_at     BIGINT,
            forgiven_at    BIGINT,
            CONSTRAINT shift_assignments_seat UNIQUE (shift_id, volunteer_id)
        )
        """,
        "CREATE INDEX shift_assignments_by_event ON shift_assignments(event_id, assigned_at)",
    ], constraintErrors: [
        "volunteer_roles.needs_approval": .invalid(field: "needs-approval", message: "must be on or off"),
        "volunteer_roles.volunteer_roles_name": .conflict(field: "role", message: "a role with this name exists already in this event"),
        "shifts.number": .invalid(field: "shift", message: "a shift's number is 1 or more"),
        "shifts.times": .shiftEndsBeforeStart,
        "shifts.shifts_number": .conflict(field: "shift", message: "this number already names another shift of this event"),
        "volunteers.number": .invalid(field: "volunteer", message: "a volunteer's number is 1 or more"),
        "volunteers.volunteers_number": .conflict(field: "volunteer", message: "this number already names another volunteer of this event"),
        "shift_assignments.shift_assignments_seat": .conflict(field: "volunteer", message: "the volunteer is on this shift already"),
    ])
}

extension Schema {
    /// Each volunteer's personal link, kept as the SHA-256 digest of its secret (unique where
    /// present, and found by it), as a guest's is; the reminder queued for each assignment
    /// (once; cleared when the shift's start moves); and each event's settings, a row only once
    /// an organiser changed one (none: remind 24 hours before, 2 no-shows stop a volunteer,
    /// sign-up open).
    static let shiftLinksAndMail = SchemaPiece(statements: [
        "ALTER TABLE volunteers ADD COLUMN link_digest TEXT",
        "CREATE UNIQUE INDEX volunteers_link ON volunteers(link_digest)",
        "ALTER TABLE shift_assignments ADD COLUMN reminder_message TEXT REFERENCES mail_messages(id) ON DELETE SET NULL",
        "CREATE INDEX shift_assignments_unreminded ON shift_assignments(shift_id) WHERE reminder_message IS NULL",
        "CREATE INDEX shift_assignments_reminder ON shift_assignments(reminder_message)",
        """
        CREATE TABLE shift_settings (
            event_id              TEXT   NOT NULL CONSTRAINT shift_settings_pkey PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
            remind_before_minutes BIGINT NOT NULL
                CONSTRAINT remind_before CHECK (remind_before_minutes >= 0),
            no_show_limit         BIGINT NOT NULL
                CONSTRAINT no_show_limit CHECK (no_show_limit >= 1),
            sign_up_open          BIGINT NOT NULL
                CONSTRAINT sign_up_open CHECK (sign_up_open IN (0, 1))
        )
        """,
    ], constraintErrors: [
        "shift_settings.remind_before": .invalid(field: "remind-before", message: "cannot be negative"),
        "shift_settings.no_show_limit": .invalid(field: "no-show-limit", message: "is 1 or more"),
        "shift_settings.sign_up_open": .invalid(field: "sign-up", message: "must be open or closed"),
    ])
}
