import Domain

extension Schema {
    /// Each event's checklist and the templates saved from them. A due time is either an
    /// instant (`due_at`) or a distance from the event's start or end (`due_anchor`, `due_days`,
    /// `due_minutes`), which the Tasks feature turns into an instant on reading, so moving the
    /// event moves it with no write here. A template's items are a JSON array of
    /// `{"title", "note", "offset": {"anchor", "days", "minutes"}}` objects kept as TEXT.
    static let tasks = SchemaPiece(statements: [
        """
        CREATE TABLE tasks (
            id               TEXT   NOT NULL CONSTRAINT tasks_pkey PRIMARY KEY,
            event_id         TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            number           BIGINT NOT NULL
                CONSTRAINT number CHECK (number > 0),
            title            TEXT   NOT NULL,
            note             TEXT,
            assignee         TEXT   REFERENCES users(id) ON DELETE SET NULL,
            due_at           BIGINT,
            due_anchor       TEXT
                CONSTRAINT due_anchor CHECK (due_anchor IN ('start', 'end')),
            due_days         BIGINT NOT NULL DEFAULT 0,
            due_minutes      BIGINT NOT NULL DEFAULT 0,
            position         BIGINT NOT NULL,
            done_at          BIGINT,
            done_by          TEXT   REFERENCES users(id) ON DELETE SET NULL,
            reminder_message TEXT   REFERENCES mail_messages(id) ON DELETE SET NULL,
            created_at       BIGINT NOT NULL,
            updated_at       BIGINT NOT NULL,
            CONSTRAINT due CHECK (due_at IS NULL OR due_anchor IS NULL),
            CONSTRAINT tasks_number UNIQUE (event_id, number)
        )
        """,
        "CREATE INDEX tasks_by_assignee ON tasks(assignee, done_at)",
        "CREATE INDEX tasks_awaiting_reminder ON tasks(reminder_message, done_at, assignee)",
        """
        CREATE TABLE task_templates (
            id        TEXT   NOT NULL CONSTRAINT task_templates_pkey PRIMARY KEY,
            name      TEXT   NOT NULL,
            name_key  TEXT   NOT NULL,
            items     TEXT   NOT NULL DEFAULT '[]',
            saved_by  TEXT   NOT NULL REFERENCES users(id),
            saved_at  BIGINT NOT NULL,
            CONSTRAINT task_templates_name UNIQUE (name_key)
        )
        """,
    ], constraintErrors: [
        "tasks.number": .invalid(field: "task", message: "a task's number is 1 or more"),
        "tasks.due_anchor": .invalid(field: "due", message: "a task falls due relative to the event's start or end"),
        "tasks.due": .invalid(field: "due", message: "a task falls due at a time or relative to the event, not both"),
        "tasks.tasks_number": .conflict(field: "task", message: "this number already names another task of this event"),
        "task_templates.task_templates_name": .conflict(field: "name", message: "a template with this name exists already; choose another name or remove it first"),
    ])
}
