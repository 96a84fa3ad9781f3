import GRDB

/// The schema, one registered migration per version. GRDB records applied versions in
/// `grdb_migrations`; a version there that this build does not know means a newer rushday
/// wrote the file, and opening stops rather than guess.
///
/// Column conventions, for anyone querying with the sqlite3 shell:
/// - ids: TEXT, lower-case UUID ("3f2b9c1e-...").
/// - instants: INTEGER milliseconds since 1970-01-01T00:00:00Z (UTC); read them with
///   `datetime(starts_at / 1000, 'unixepoch')`.
/// - money: INTEGER minor units (cents) beside a TEXT ISO 4217 code.
/// - time zones: TEXT IANA name ("Europe/Berlin").
/// - status, role: TEXT, the Domain enum's raw value.
/// CHECK constraints are named after the field a person types, so a violation maps to
/// `.invalid(field:)` naming it.
enum Migrations {
    struct NewerSchema: Error {}
    struct OlderSchema: Error {}

    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: v1)
        return migrator
    }()

    /// Migrates only a file that is behind: migrating takes the write lock even when there is
    /// nothing to do.
    static func apply(to pool: DatabasePool) throws {
        let isCurrent = try pool.read { db in
            if try migrator.hasBeenSuperseded(db) { throw NewerSchema() }
            return try migrator.hasCompletedMigrations(db)
        }
        guard !isCurrent else { return }
        do {
            try migrator.migrate(pool)
        } catch {
            // Two processes opening a new file at once both see v1 missing; the second then
            // fails to create tables the first just made. The schema is complete all the same.
            guard try pool.read(migrator.hasCompletedMigrations) else { throw error }
        }
    }

    /// For a reader, which must not write: the file's schema must be exactly this build's.
    static func requireCurrent(_ reader: some DatabaseReader) throws {
        try reader.read { db in
            if try migrator.hasBeenSuperseded(db) { throw NewerSchema() }
            if try !migrator.hasCompletedMigrations(db) { throw OlderSchema() }
        }
    }

    /// What a file that does not exist yet reads as: this schema, no rows, in memory.
    static func emptyDatabase() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try migrator.migrate(queue)
        return queue
    }

    @Sendable static func v1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE users (
                id            TEXT    NOT NULL PRIMARY KEY,
                email         TEXT    NOT NULL UNIQUE,
                display_name  TEXT    NOT NULL,
                password_hash TEXT    NOT NULL,
                created_at    INTEGER NOT NULL
            );

            CREATE TABLE sessions (
                id         TEXT    NOT NULL PRIMARY KEY,
                user_id    TEXT    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                token_hash TEXT    NOT NULL UNIQUE,
                created_at INTEGER NOT NULL,
                expires_at INTEGER NOT NULL,
                revoked_at INTEGER
            );
            CREATE INDEX sessions_by_user ON sessions(user_id);

            CREATE TABLE sign_in_throttles (
                email                TEXT    NOT NULL PRIMARY KEY,
                consecutive_failures INTEGER NOT NULL
                    CONSTRAINT consecutive_failures CHECK (consecutive_failures >= 0),
                last_failure_at      INTEGER NOT NULL,
                locked_until         INTEGER
            );

            CREATE TABLE events (
                id                 TEXT    NOT NULL PRIMARY KEY,
                handle             TEXT    NOT NULL UNIQUE,
                title              TEXT    NOT NULL,
                description        TEXT,
                starts_at          INTEGER NOT NULL,
                ends_at            INTEGER NOT NULL,
                time_zone          TEXT    NOT NULL,
                venue              TEXT,
                capacity           INTEGER
                    CONSTRAINT capacity CHECK (capacity IS NULL OR capacity > 0),
                currency           TEXT    NOT NULL
                    CONSTRAINT currency CHECK (length(currency) = 3),
                budget_minor_units INTEGER,
                budget_currency    TEXT,
                status             TEXT    NOT NULL
                    CONSTRAINT status CHECK (status IN ('draft', 'published', 'completed', 'cancelled')),
                created_at         INTEGER NOT NULL,
                updated_at         INTEGER NOT NULL,
                CONSTRAINT budget CHECK ((budget_minor_units IS NULL) = (budget_currency IS NULL)
                                         AND (budget_currency IS NULL OR length(budget_currency) = 3)),
                CONSTRAINT ends CHECK (ends_at >= starts_at)
            );
            CREATE INDEX events_by_start ON events(starts_at, handle);

            CREATE TABLE memberships (
                event_id TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                user_id  TEXT    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                role     TEXT    NOT NULL
                    CONSTRAINT role CHECK (role IN ('owner', 'organizer', 'staff')),
                added_at INTEGER NOT NULL,
                PRIMARY KEY (event_id, user_id)
            ) WITHOUT ROWID;
            CREATE INDEX memberships_by_user ON memberships(user_id, event_id);
            """)
    }
}
