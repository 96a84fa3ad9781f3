import Domain

extension Schema {
    /// The guests' own pages: each guest's personal link, kept as the SHA-256 digest of its
    /// secret (unique where present, and found by it); who gave each answer and when
    /// (`organizer`, `web` for the guest's page, `import`); the most people a guest may bring
    /// on their own page once they chose fewer than the organiser allowed; and per event when answers close
    /// and whether the pages open at all (1 or 0).
    static let guestPages = SchemaPiece(statements: [
        "ALTER TABLE guests ADD COLUMN link_digest TEXT",
        "CREATE UNIQUE INDEX guests_link ON guests(link_digest)",
        "ALTER TABLE guests ADD COLUMN answered_at BIGINT",
        """
        ALTER TABLE guests ADD COLUMN party_limit BIGINT
            CONSTRAINT party_limit CHECK (party_limit IS NULL OR party_limit >= others)
        """,
        """
        ALTER TABLE guests ADD COLUMN answered_via TEXT
            CONSTRAINT answered_via CHECK (answered_via IN ('organizer', 'web', 'import'))
        """,
        "ALTER TABLE events ADD COLUMN rsvp_closes_at BIGINT",
        """
        ALTER TABLE events ADD COLUMN guest_pages BIGINT NOT NULL DEFAULT 1
            CONSTRAINT guest_pages CHECK (guest_pages IN (0, 1))
        """,
    ], constraintErrors: [
        "guests.party_limit": .invalid(field: "party", message: "is more than the guest may bring; give a smaller party"),
        "guests.answered_via": .invalid(field: "source", message: "is not a known source of an answer; use organizer, web or import"),
        "events.guest_pages": .invalid(field: "guest-pages", message: "must be on or off"),
    ])
}
