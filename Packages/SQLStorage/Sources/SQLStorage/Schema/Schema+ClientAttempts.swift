import Domain

extension Schema {
    /// Attempts counted per kind and key (`ClientAttemptRepository`): the web's throttles, in the
    /// store so that every server counts the same attempts. A row holds the window begun by
    /// its first attempt; rows idle for a day are swept.
    static let clientAttempts = SchemaPiece(statements: [
        """
        CREATE TABLE client_attempts (
            kind         TEXT   NOT NULL,
            subject      TEXT   NOT NULL,
            attempts     BIGINT NOT NULL CONSTRAINT attempts CHECK (attempts >= 1),
            window_start BIGINT NOT NULL,
            CONSTRAINT client_attempts_pkey PRIMARY KEY (kind, subject)
        )
        """,
        "CREATE INDEX client_attempts_window_start ON client_attempts(window_start)",
    ], constraintErrors: [
        "client_attempts.attempts": .invalid(field: "attempts", message: "must be at least 1"),
    ])
}
