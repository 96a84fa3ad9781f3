import Domain

extension Schema {
    /// The guest list a page at a time (`GuestQuery`): each guest's folded name, search text
    /// and tags (`GuestKeys`), derived in Swift from the other columns on every write, as
    /// `match_key` is; indexes that read a page in each order without sorting the list; and
    /// each event's count of guests per status, kept by the database itself on every write as
    /// `guest_heads` is (a row per status some guest has, none at 0, so a copy has the same
    /// rows), so the counts above a page cost one row per status, not the list.
    static let guestListPages = SchemaPiece(statements: [
        "ALTER TABLE guests ADD COLUMN name_key TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE guests ADD COLUMN search_key TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE guests ADD COLUMN tag_keys TEXT NOT NULL DEFAULT ''",
        """
        CREATE TABLE guest_counts (
            event_id TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            status   TEXT   NOT NULL,
            guests   BIGINT NOT NULL,
            CONSTRAINT guest_counts_pkey PRIMARY KEY (event_id, status)
        )
        """,
        "INSERT INTO guest_counts (event_id, status, guests) SELECT event_id, status, count(*) FROM guests GROUP BY event_id, status",
    ], then: { db in
        let rows = try db.all("SELECT id, name, handle, email, phone, tags FROM guests") { row in
            (id: try row.text(0), name: try row.text(1), handle: try row.text(2), email: try row.optionalText(3),
             phone: try row.optionalText(4), tags: try JSONText.list(try row.text(5), table: "guests"))
        }
        for row in rows {
            let search = GuestKeys.search(name: row.name, handle: row.handle, email: row.email, phone: row.phone)
            try db.execute("""
                UPDATE guests SET name_key = \(GuestKeys.folded(row.name)), search_key = \(search), tag_keys = \(GuestKeys.tags(row.tags))
                WHERE id = \(row.id)
                """)
        }
        for statement in [
            #"CREATE INDEX guests_by_name ON guests(event_id, name_key COLLATE "C", handle COLLATE "C")"#,
            #"CREATE INDEX guests_by_status ON guests(event_id, status, name_key COLLATE "C", handle COLLATE "C")"#,
            #"CREATE INDEX guests_by_update ON guests(event_id, updated_at DESC, name_key COLLATE "C", handle COLLATE "C")"#,
        ] + guestCountTriggers(db.dialect) {
            try db.apply(statement)
        }
    }, constraintErrors: [:], derived: ["guest_counts"])

    private static func guestCountTriggers(_ dialect: SQLDialect) -> [String] {
        switch dialect {
        case .sqlite: [
            """
            CREATE TRIGGER guest_counts_added AFTER INSERT ON guests BEGIN
                INSERT INTO guest_counts (event_id, status, guests) VALUES (NEW.event_id, NEW.status, 1)
                ON CONFLICT (event_id, status) DO UPDATE SET guests = guests + 1;
            END
            """,
            """
            CREATE TRIGGER guest_counts_removed AFTER DELETE ON guests BEGIN
                UPDATE guest_counts SET guests = guests - 1 WHERE event_id = OLD.event_id AND status = OLD.status;
                DELETE FROM guest_counts WHERE event_id = OLD.event_id AND status = OLD.status AND guests = 0;
            END
            """,
            """
            CREATE TRIGGER guest_counts_changed AFTER UPDATE OF event_id, status ON guests
            WHEN OLD.status <> NEW.status OR OLD.event_id <> NEW.event_id BEGIN
                UPDATE guest_counts SET guests = guests - 1 WHERE event_id = OLD.event_id AND status = OLD.status;
                DELETE FROM guest_counts WHERE event_id = OLD.event_id AND status = OLD.status AND guests = 0;
                INSERT INTO guest_counts (event_id, status, guests) VALUES (NEW.event_id, NEW.status, 1)
                ON CONFLICT (event_id, status) DO UPDATE SET guests = guests + 1;
            END
            """,
        ]
        case .postgres: [
            """
            CREATE FUNCTION guest_counts_count() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP <> 'INSERT' THEN
                    UPDATE guest_counts c SET guests = c.guests - o.guests
                    FROM (SELECT event_id, status, count(*) AS guests FROM old_guests GROUP BY event_id, status) o
                    WHERE c.event_id = o.event_id AND c.status = o.status;
                    DELETE FROM guest_counts c USING (SELECT DISTINCT event_id, status FROM old_guests) o
                    WHERE c.event_id = o.event_id AND c.status = o.status AND c.guests = 0;
                END IF;
                IF TG_OP <> 'DELETE' THEN
                    INSERT INTO guest_counts (event_id, status, guests)
                    SELECT event_id, status, count(*) FROM new_guests GROUP BY event_id, status
                    ON CONFLICT (event_id, status) DO UPDATE SET guests = guest_counts.guests + excluded.guests;
                END IF;
                RETURN NULL;
            END
            $$
            """,
        ] + statementTriggers("guest_counts")
        }
    }
}
