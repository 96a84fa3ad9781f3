import Domain

/// The `GuestBatch` of both stores: every call is one statement on the batch's open
/// transaction, each text prepared once, and lookups go through the `(event_id, match_key)`
/// index, so nothing grows with the list but the table. Duplicates are refused by the table's
/// UNIQUE constraints and named as `change` names them; a refused statement undoes only itself
/// (`SQLExecutor.attempt`), and the batch goes on.
final class SQLGuestBatch: GuestBatch {
    let event: Event
    let acceptedHeads: Int
    private let db: any SQLExecutor
    private let questions: [GuestQuestion]
    private let domainError: (any Error, [String: DomainError]) -> DomainError

    init(event: Event, questions: [GuestQuestion], db: any SQLExecutor,
         domainError: @escaping (any Error, [String: DomainError]) -> DomainError) throws {
        self.event = event
        self.questions = questions
        self.db = db
        self.domainError = domainError
        acceptedHeads = Int(try db.integer("""
            SELECT CAST(coalesce(sum(1 + others), 0) AS BIGINT) FROM guests WHERE event_id = \(event.id) AND status = 'accepted'
            """))
    }

    func guest(withKey duplicateKey: String) throws(DomainError) -> Guest? {
        try run {
            try db.first(SQL(Self.byKey, [event.id.columnValue, .text(duplicateKey)]), GuestRow.read)
        }
    }

    /// Made once: an import looks up every row.
    private static let byKey = "SELECT \(GuestRow.columns) FROM guests WHERE event_id = ? AND match_key = ? LIMIT 1"

    /// Through the partial index `guests_waitlist`, so serving the line reads no other guest.
    func firstWaitlisted() throws(DomainError) -> Guest? {
        try run {
            try db.first("""
                SELECT \(raw: GuestRow.columns) FROM guests WHERE event_id = \(event.id) AND status = 'waitlisted'
                ORDER BY status_changed_at, created_at, handle\(raw: db.dialect.bytewise) LIMIT 1
                """, GuestRow.read)
        }
    }

    func add(_ guest: Guest) throws(DomainError) {
        try check(guest)
        try run(naming: guest) { try db.attempt(GuestRow.insert(guest)) }
    }

    /// Replaces the stored guest with the same id (none there is `.referenceMissing`), and
    /// queues the news a promotion is owed in the same transaction.
    func update(_ guest: Guest, replacing stored: Guest) throws(DomainError) {
        try check(guest)
        guard try run(naming: guest, { try db.attempt(GuestRow.update(guest)) }) == 1 else { throw .referenceMissing }
        if let news = MailNews.owed(from: stored, to: guest, at: guest.statusChangedAt) {
            try run { try db.attempt(MailMessageRow.insert(news)) }
        }
    }

    private func check(_ guest: Guest) throws(DomainError) {
        guard guest.eventID == event.id else { throw .referenceMissing }
        try Guest.requireKnownAnswers([guest], questions: questions)
    }

    @discardableResult
    private func run<T>(naming guest: Guest? = nil, _ body: () throws -> T) throws(DomainError) -> T {
        do {
            return try body()
        } catch {
            var conflicts: [String: DomainError] = [:]
            if let guest {
                conflicts["guests.guests_handle"] = .guestHandleTaken(guest.handle)
                if let email = guest.email { conflicts["guests.guests_email"] = .guestEmailTaken(email) }
            }
            throw domainError(error, conflicts)
        }
    }
}
