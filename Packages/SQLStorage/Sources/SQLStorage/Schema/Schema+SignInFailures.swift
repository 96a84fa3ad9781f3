import Domain

extension Schema {
    /// Failed sign-ins per email address and client (see `SignInThrottle`), in place of the
    /// per-address `sign_in_throttles`, whose lock anyone could set on the owner. Its counts
    /// last a minute or a quarter hour, so none is carried over. `sign_in_failures_recent`
    /// sums an address's failures over every client since a moment. `server_secrets` keeps a
    /// server's own secrets by name (the key its forms' tokens are signed with), shared by every
    /// server of the store.
    static let signInFailures = SchemaPiece(statements: [
        "DROP TABLE sign_in_throttles",
        """
        CREATE TABLE sign_in_failures (
            email                TEXT   NOT NULL,
            client               TEXT   NOT NULL,
            consecutive_failures BIGINT NOT NULL
                CONSTRAINT consecutive_failures CHECK (consecutive_failures >= 0),
            last_failure_at      BIGINT NOT NULL,
            locked_until         BIGINT,
            CONSTRAINT sign_in_failures_pkey PRIMARY KEY (email, client)
        )
        """,
        "CREATE INDEX sign_in_failures_recent ON sign_in_failures(email, last_failure_at)",
        """
        CREATE TABLE server_secrets (
            name       TEXT   NOT NULL CONSTRAINT server_secrets_pkey PRIMARY KEY,
            secret     TEXT   NOT NULL,
            created_at BIGINT NOT NULL
        )
        """,
    ], constraintErrors: [
        "sign_in_failures.consecutive_failures": .invalid(field: "consecutive_failures", message: "cannot be negative"),
    ])
}
