import Domain
import GRDB

extension Migrations {
    /// Questions an event asks its guests, and the guests' answers. Answers are a JSON object
    /// of text by question key in a new `guests.answers` column (read them with `json_each`):
    /// like plus-ones and tags they are only ever read and written with their guest, so
    /// removing a guest removes them; the store checks that each key names a question of the
    /// event before writing. Choices are a JSON array of text; `position` keeps the order the
    /// questions were added in.
    static let guestQuestions = SchemaPiece(create: { db in
        try db.execute(sql: """
            CREATE TABLE guest_questions (
                event_id   TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                key        TEXT    NOT NULL,
                kind       TEXT    NOT NULL
                    CONSTRAINT kind CHECK (kind IN ('text', 'choice', 'yes-no')),
                choices    TEXT    NOT NULL DEFAULT '[]',
                prompt     TEXT,
                position   INTEGER NOT NULL,
                created_at INTEGER NOT NULL,
                PRIMARY KEY (event_id, key)
            );
            ALTER TABLE guests ADD COLUMN answers TEXT NOT NULL DEFAULT '{}';
            """)
    }, constraintErrors: [
        "guest_questions.kind": .invalid(field: "kind", message: "is not a known question kind; use text, choice or yes-no"),
        "guest_questions.event_id, guest_questions.key": .conflict(field: "key", message: "this key already names a question of this event; choose another key"),
    ])
}
