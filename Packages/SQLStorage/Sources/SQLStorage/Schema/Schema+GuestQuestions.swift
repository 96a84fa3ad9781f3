import Domain

extension Schema {
    /// Questions an event asks its guests, and the guests' answers: a JSON object of text by
    /// question key in `guests.answers`. `position` keeps the order the
    /// questions were added in.
    static let guestQuestions = SchemaPiece(statements: [
        """
        CREATE TABLE guest_questions (
            event_id   TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            key        TEXT   NOT NULL,
            kind       TEXT   NOT NULL
                CONSTRAINT kind CHECK (kind IN ('text', 'choice', 'yes-no')),
            choices    TEXT   NOT NULL DEFAULT '[]',
            prompt     TEXT,
            position   BIGINT NOT NULL,
            created_at BIGINT NOT NULL,
            CONSTRAINT guest_questions_pkey PRIMARY KEY (event_id, key)
        )
        """,
        "ALTER TABLE guests ADD COLUMN answers TEXT NOT NULL DEFAULT '{}'",
    ], constraintErrors: [
        "guest_questions.kind": .invalid(field: "kind", message: "is not a known question kind; use text, choice or yes-no"),
        "guest_questions.guest_questions_pkey": .conflict(field: "key", message: "this key already names a question of this event; choose another key"),
    ])
}
