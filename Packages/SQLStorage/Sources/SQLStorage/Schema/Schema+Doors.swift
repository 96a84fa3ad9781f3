import Domain

extension Schema {
    /// Door links and offline scans. A door link is one device's way in to one event's door:
    /// found by the SHA-256 digest of its secret on every request, its name unique among the
    /// event's doors that are not revoked (`door_links_name`, partial, so a revoked door's name
    /// may be given again). Doors go with their event. A scan made offline keeps the nonce its
    /// device gave it (NULL for a scan recorded online), once per event
    /// (`check_in_scans_nonce`, over uploaded scans only), so an upload tried again stores
    /// nothing. The inside rule reads a ticket's last scan by time, then by `sequence`, and an
    /// event's scans are listed in that order: both indexes lead with `at` now.
    static let doors = SchemaPiece(statements: [
        """
        CREATE TABLE door_links (
            id            TEXT   NOT NULL CONSTRAINT door_links_pkey PRIMARY KEY,
            event_id      TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            name          TEXT   NOT NULL,
            secret_digest TEXT   NOT NULL CONSTRAINT door_links_secret UNIQUE,
            expires_at    BIGINT NOT NULL,
            revoked_at    BIGINT,
            created_by    TEXT   NOT NULL REFERENCES users(id),
            created_at    BIGINT NOT NULL
        )
        """,
        "CREATE UNIQUE INDEX door_links_name ON door_links(event_id, name) WHERE revoked_at IS NULL",
        "CREATE INDEX door_links_by_event ON door_links(event_id, created_at, id)",
        "ALTER TABLE check_in_scans ADD COLUMN nonce TEXT",
        "CREATE UNIQUE INDEX check_in_scans_nonce ON check_in_scans(event_id, nonce) WHERE nonce IS NOT NULL",
        "DROP INDEX check_in_scans_by_ticket",
        "CREATE INDEX check_in_scans_by_ticket ON check_in_scans(ticket_id, at, sequence)",
        "DROP INDEX check_in_scans_by_event",
        "CREATE INDEX check_in_scans_by_event ON check_in_scans(event_id, at, sequence)",
    ], constraintErrors: [
        "door_links.door_links_name": .conflict(field: "name", message: "another door of this event that is not revoked has this name; choose another name or revoke it first"),
    ])
}
