import Domain

extension Schema {
    /// The heads each event's accepted guests count (`Guest.heads` summed), kept by the database
    /// itself on every insert, update and delete of a guest, whichever path makes it (an answer,
    /// an import, a removal, an event's deletion, a copy): the capacity rule reads one row
    /// instead of summing the list, so an answer costs the same at 100 guests as at 100,000.
    /// SQLite's triggers run per row; PostgreSQL's per statement over its transition tables, so
    /// an import's 64-row insert updates the count once.
    static let guestHeads = SchemaPiece(statements: [
        """
        CREATE TABLE guest_heads (
            event_id TEXT   NOT NULL CONSTRAINT guest_heads_pkey PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
            accepted BIGINT NOT NULL
        )
        """,
        """
        INSERT INTO guest_heads (event_id, accepted)
        SELECT event_id, sum(1 + others) FROM guests WHERE status = 'accepted' GROUP BY event_id
        """,
    ], then: { db in
        for statement in guestHeadTriggers(db.dialect) { try db.apply(statement) }
    }, constraintErrors: [:], derived: ["guest_heads"])

    /// Adds the heads of accepted rows; rows removed only ever lower an existing count (an event
    /// deleted takes its count with it).
    private static func guestHeadTriggers(_ dialect: SQLDialect) -> [String] {
        switch dialect {
        case .sqlite: [
            """
            CREATE TRIGGER guest_heads_added AFTER INSERT ON guests WHEN NEW.status = 'accepted' BEGIN
                INSERT INTO guest_heads (event_id, accepted) VALUES (NEW.event_id, 1 + NEW.others)
                ON CONFLICT (event_id) DO UPDATE SET accepted = accepted + excluded.accepted;
            END
            """,
            """
            CREATE TRIGGER guest_heads_removed AFTER DELETE ON guests WHEN OLD.status = 'accepted' BEGIN
                UPDATE guest_heads SET accepted = accepted - (1 + OLD.others) WHERE event_id = OLD.event_id;
            END
            """,
            """
            CREATE TRIGGER guest_heads_changed AFTER UPDATE OF event_id, status, others ON guests
            WHEN OLD.status = 'accepted' OR NEW.status = 'accepted' BEGIN
                UPDATE guest_heads SET accepted = accepted - (1 + OLD.others) WHERE event_id = OLD.event_id AND OLD.status = 'accepted';
                INSERT INTO guest_heads (event_id, accepted) SELECT NEW.event_id, 1 + NEW.others WHERE NEW.status = 'accepted'
                ON CONFLICT (event_id) DO UPDATE SET accepted = accepted + excluded.accepted;
            END
            """,
        ]
        case .postgres: [
            """
            CREATE FUNCTION guest_heads_count() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP <> 'INSERT' THEN
                    UPDATE guest_heads h SET accepted = h.accepted - o.heads
                    FROM (SELECT event_id, sum(1 + others) AS heads FROM old_guests WHERE status = 'accepted' GROUP BY event_id) o
                    WHERE h.event_id = o.event_id;
                END IF;
                IF TG_OP <> 'DELETE' THEN
                    INSERT INTO guest_heads (event_id, accepted)
                    SELECT event_id, sum(1 + others) FROM new_guests WHERE status = 'accepted' GROUP BY event_id
                    ON CONFLICT (event_id) DO UPDATE SET accepted = guest_heads.accepted + excluded.accepted;
                END IF;
                RETURN NULL;
            END
            $$
            """,
        ] + statementTriggers("guest_heads")
        }
    }

    /// PostgreSQL's three triggers running `NAME_count()` once per statement that inserts,
    /// deletes or updates guests, over its transition tables `new_guests` and `old_guests`.
    static func statementTriggers(_ name: String) -> [String] {
        [
            """
            CREATE TRIGGER \(name)_added AFTER INSERT ON guests REFERENCING NEW TABLE AS new_guests
            FOR EACH STATEMENT EXECUTE FUNCTION \(name)_count()
            """,
            """
            CREATE TRIGGER \(name)_removed AFTER DELETE ON guests REFERENCING OLD TABLE AS old_guests
            FOR EACH STATEMENT EXECUTE FUNCTION \(name)_count()
            """,
            """
            CREATE TRIGGER \(name)_changed AFTER UPDATE ON guests REFERENCING OLD TABLE AS old_guests NEW TABLE AS new_guests
            FOR EACH STATEMENT EXECUTE FUNCTION \(name)_count()
            """,
        ]
    }
}
