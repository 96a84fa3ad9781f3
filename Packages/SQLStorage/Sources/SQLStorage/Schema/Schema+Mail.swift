import Domain

extension Schema {
    /// Mail: the store's one set-up (`mail_settings`, a single row, id 1), the reminders
    /// organisers scheduled, and the outbox, each message to one guest of its event, queued in
    /// the transaction of the change that causes it. A message's tickets are a JSON array of
    /// ticket ids; its link secret is kept only until it is sent. Senders claim due messages
    /// through `mail_messages_due`; a reminder queues one message per guest
    /// (`mail_messages_reminder`, a queue skips the second); an unsubscribe link finds its
    /// message by the digest of its secret. Messages go with their guest, their event and their
    /// reminder. A guest's `unsubscribed_at` says when they asked for no more invitations and
    /// reminders.
    static let mail = SchemaPiece(statements: [
        """
        CREATE TABLE mail_settings (
            id             BIGINT NOT NULL CONSTRAINT mail_settings_pkey PRIMARY KEY
                CONSTRAINT one_set_up CHECK (id = 1),
            host           TEXT   NOT NULL,
            port           BIGINT NOT NULL
                CONSTRAINT port CHECK (port BETWEEN 1 AND 65535),
            smtp_user      TEXT,
            security       TEXT   NOT NULL
                CONSTRAINT security CHECK (security IN ('starttls', 'implicit', 'none')),
            sender_name    TEXT,
            sender_address TEXT   NOT NULL,
            per_minute     BIGINT
                CONSTRAINT per_minute CHECK (per_minute IS NULL OR per_minute >= 1),
            public_url     TEXT   NOT NULL,
            updated_by     TEXT   NOT NULL,
            updated_at     BIGINT NOT NULL
        )
        """,
        """
        CREATE TABLE mail_reminders (
            id         TEXT   NOT NULL CONSTRAINT mail_reminders_pkey PRIMARY KEY,
            event_id   TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            due_at     BIGINT,
            before_ms  BIGINT,
            queued_at  BIGINT,
            created_at BIGINT NOT NULL
        )
        """,
        "CREATE INDEX mail_reminders_by_event ON mail_reminders(event_id, created_at, id)",
        """
        CREATE TABLE mail_messages (
            id                 TEXT   NOT NULL CONSTRAINT mail_messages_pkey PRIMARY KEY,
            event_id           TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            guest_id           TEXT   NOT NULL REFERENCES guests(id) ON DELETE CASCADE,
            kind               TEXT   NOT NULL
                CONSTRAINT kind CHECK (kind IN ('invitation', 'tickets', 'reminder', 'promotion')),
            recipient          TEXT   NOT NULL,
            subject            TEXT,
            note               TEXT,
            link_secret        TEXT,
            tickets            TEXT   NOT NULL DEFAULT '[]',
            reminder_id        TEXT   REFERENCES mail_reminders(id) ON DELETE CASCADE,
            status             TEXT   NOT NULL
                CONSTRAINT status CHECK (status IN ('queued', 'sent', 'failed')),
            attempts           BIGINT NOT NULL
                CONSTRAINT attempts CHECK (attempts >= 0),
            next_attempt_at    BIGINT NOT NULL,
            claimed_until      BIGINT,
            last_reply         TEXT,
            last_attempt_at    BIGINT,
            unsubscribe_digest TEXT   CONSTRAINT mail_messages_unsubscribe UNIQUE,
            created_at         BIGINT NOT NULL,
            sent_at            BIGINT,
            CONSTRAINT mail_messages_reminder UNIQUE (reminder_id, guest_id)
        )
        """,
        "CREATE INDEX mail_messages_due ON mail_messages(status, next_attempt_at)",
        "CREATE INDEX mail_messages_by_event ON mail_messages(event_id, created_at, id)",
        "CREATE INDEX mail_messages_by_guest ON mail_messages(guest_id)",
        "ALTER TABLE guests ADD COLUMN unsubscribed_at BIGINT",
    ], constraintErrors: [
        "mail_settings.port": .invalid(field: "smtp", message: "the port must be between 1 and 65535"),
        "mail_settings.security": .invalid(field: "smtp", message: "tls must be starttls, implicit or none"),
        "mail_settings.per_minute": .invalid(field: "per-minute", message: "must be 1 or more messages a minute"),
        "mail_messages.attempts": .invalid(field: "attempts", message: "must be 0 or more"),
    ])
}
