import Domain

extension Schema {
    /// The waitlist in the order it is served (`Waitlist.precedes`, which compares handles
    /// bytewise: hence "C"), indexed per event over the waitlisted rows only: an import that
    /// frees places finds the next party by one lookup.
    static let guestWaitlist = SchemaPiece(statements: [
        """
        CREATE INDEX guests_waitlist ON guests(event_id, status_changed_at, created_at, handle COLLATE "C")
        WHERE status = 'waitlisted'
        """,
    ], constraintErrors: [:])
}
