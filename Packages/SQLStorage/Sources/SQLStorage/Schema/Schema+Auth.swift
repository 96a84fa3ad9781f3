import Domain

extension Schema {
    /// Accounts, their sessions, and failed sign-ins (replaced by `sign_in_failures`).
    static let auth = SchemaPiece(statements: [
        """
        CREATE TABLE users (
            id            TEXT   NOT NULL CONSTRAINT users_pkey PRIMARY KEY,
            email         TEXT   NOT NULL CONSTRAINT users_email UNIQUE,
            display_name  TEXT   NOT NULL,
            password_hash TEXT   NOT NULL,
            created_at    BIGINT NOT NULL
        )
        """,
        """
        CREATE TABLE sessions (
            id         TEXT   NOT NULL CONSTRAINT sessions_pkey PRIMARY KEY,
            user_id    TEXT   NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            token_hash TEXT   NOT NULL CONSTRAINT sessions_token_hash UNIQUE,
            created_at BIGINT NOT NULL,
            expires_at BIGINT NOT NULL,
            revoked_at BIGINT
        )
        """,
        "CREATE INDEX sessions_by_user ON sessions(user_id)",
        """
        CREATE TABLE sign_in_throttles (
            email                TEXT   NOT NULL CONSTRAINT sign_in_throttles_pkey PRIMARY KEY,
            consecutive_failures BIGINT NOT NULL
                CONSTRAINT consecutive_failures CHECK (consecutive_failures >= 0),
            last_failure_at      BIGINT NOT NULL,
            locked_until         BIGINT
        )
        """,
    ], constraintErrors: [
        "users.users_email": .emailTaken,
        "sessions.sessions_token_hash": .sessionTokenTaken,
    ])
}
