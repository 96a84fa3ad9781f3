import Domain

extension Schema {
    /// Registration on an event's public page: per event its mode (`closed`, `open`, `approval`),
    /// when it closes and the most people one registration brings; a guest may be `unconfirmed`
    /// (registered, link not yet opened) or `pending` (waiting for an organiser's approval), and
    /// an answer may come from a `registration`. PostgreSQL changes the guests' checks in place;
    /// SQLite cannot, so its table is made again with them, its rows, indexes and triggers as they were.
    static let registration = SchemaPiece(statements: [
        """
        ALTER TABLE events ADD COLUMN registration TEXT NOT NULL DEFAULT 'closed'
            CONSTRAINT registration CHECK (registration IN ('closed', 'open', 'approval'))
        """,
        "ALTER TABLE events ADD COLUMN registration_closes_at BIGINT",
        """
        ALTER TABLE events ADD COLUMN registration_party BIGINT NOT NULL DEFAULT 0
            CONSTRAINT registration_party CHECK (registration_party >= 0)
        """,
    ], then: { db in
        for statement in try guestsChecks(db) { try db.apply(statement) }
    }, constraintErrors: [
        "events.registration": .invalid(field: "registration", message: "must be closed, open or approval"),
        "events.registration_party": .invalid(field: "registration-party", message: "must be 0 or more people besides the registrant"),
        "guests.status": .invalid(field: "status", message: "is not a known RSVP status; use invited, accepted, declined, maybe, waitlisted, unconfirmed or pending"),
        "guests.answered_via": .invalid(field: "source", message: "is not a known source of an answer; use organizer, web, import or registration"),
    ])

    private static let statusChecks = (
        old: "CHECK (status IN ('invited', 'accepted', 'declined', 'maybe', 'waitlisted'))",
        new: "CHECK (status IN ('invited', 'accepted', 'declined', 'maybe', 'waitlisted', 'unconfirmed', 'pending'))"
    )
    private static let sourceChecks = (
        old: "CHECK (answered_via IN ('organizer', 'web', 'import'))",
        new: "CHECK (answered_via IN ('organizer', 'web', 'import', 'registration'))"
    )

    private static func guestsChecks(_ db: any SQLExecutor) throws -> [String] {
        switch db.dialect {
        case .postgres:
            return ["""
                ALTER TABLE guests DROP CONSTRAINT status, ADD CONSTRAINT status \(statusChecks.new),
                    DROP CONSTRAINT answered_via, ADD CONSTRAINT answered_via \(sourceChecks.new)
                """]
        case .sqlite:
            // The table as SQLite keeps it (with every column added since), and the indexes and
            // triggers that go with it when it is dropped.
            let parts = try db.all("SELECT type, sql FROM sqlite_master WHERE tbl_name = 'guests' AND sql IS NOT NULL ORDER BY rowid") {
                (type: try $0.text(0), sql: try $0.text(1))
            }
            guard let made = parts.first(where: { $0.type == "table" })?.sql,
                  made.contains(statusChecks.old), made.contains(sourceChecks.old) else {
                throw DomainError.io(field: "database", message: "the guests table is not as this rushday made it; it cannot be upgraded")
            }
            let next = made.replacing("CREATE TABLE guests (", with: "CREATE TABLE guests_next (")
                .replacing(statusChecks.old, with: statusChecks.new).replacing(sourceChecks.old, with: sourceChecks.new)
            return [next,
                    "INSERT INTO guests_next SELECT * FROM guests",
                    "DROP TABLE guests",
                    "ALTER TABLE guests_next RENAME TO guests"] + parts.filter { $0.type != "table" }.map(\.sql)
        }
    }
}
