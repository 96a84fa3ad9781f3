import Domain
import GRDB

extension Migrations {
    /// Accounts, their sessions, and failed sign-ins.
    static let auth = SchemaPiece(create: { db in
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
            """)
    }, constraintErrors: [
        "users.email": .emailTaken,
        "sessions.token_hash": .sessionTokenTaken,
        "sign_in_throttles.consecutive_failures": .invalid(field: "consecutive_failures", message: "cannot be negative"),
    ])
}
