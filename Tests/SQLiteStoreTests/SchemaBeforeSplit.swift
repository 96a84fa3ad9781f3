import Foundation
import GRDB

/// The schema as rushday wrote it before the schema was split by feature: migration "v1", one
/// statement list, copied verbatim. Databases made by those builds must keep opening.
enum SchemaBeforeSplit {
    /// Makes `path` a database exactly as an older build left it (no rows).
    static func create(at path: String) throws {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try db.execute(sql: sql) }
        try migrator.migrate(try DatabasePool(path: path))
    }

    static let sql = """
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
        """
}
