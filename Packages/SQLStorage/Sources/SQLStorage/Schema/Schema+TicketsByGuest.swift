import Domain

extension Schema {
    /// A guest's own page lists the tickets issued to that guest: found by one index lookup,
    /// however many tickets the event has.
    static let ticketsByGuest = SchemaPiece(statements: [
        "CREATE INDEX tickets_by_guest ON tickets(guest_id, issued_at, reference) WHERE guest_id IS NOT NULL",
    ], constraintErrors: [:])
}
