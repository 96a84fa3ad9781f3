import Domain
import PostgresNIO

/// The PostgreSQL `GuestBatch`: every call is one statement on the batch's open transaction,
/// and lookups go through the `(event_id, match_key)` index, so nothing grows with the list
/// but the table. `GuestBatch` is synchronous, so each statement waits for its answer on the
/// calling thread (postgres-nio's I/O runs on its own event loop threads, never this one).
/// A refused statement undoes only itself, as in SQLiteStore: it runs under a savepoint,
/// because PostgreSQL would otherwise abort the whole transaction.
final class PostgresGuestBatch: GuestBatch {
    let event: Event
    let acceptedHeads: Int
    private let connection: PostgresConnection
    private let errors: ErrorMapping
    private let questions: [GuestQuestion]

    init(event: Event, questions: [GuestQuestion], acceptedHeads: Int, connection: PostgresConnection, errors: ErrorMapping) {
        self.event = event
        self.questions = questions
        self.acceptedHeads = acceptedHeads
        self.connection = connection
        self.errors = errors
    }

    func guest(withKey duplicateKey: String) throws(DomainError) -> Guest? {
        do {
            let result = try answer("""
                SELECT \(unescaped: GuestRow.columns) FROM guests
                WHERE event_id = \(event.id.description) AND match_key = \(duplicateKey) LIMIT 1
                """)
            return try result.rows.first.map(GuestRow.read)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    /// Through the partial index `guests_waitlist`, so serving the line reads no other guest.
    func firstWaitlisted() throws(DomainError) -> Guest? {
        do {
            let result = try answer("""
                SELECT \(unescaped: GuestRow.columns) FROM guests
                WHERE event_id = \(event.id.description) AND status = 'waitlisted'
                ORDER BY status_changed_at, created_at, handle COLLATE "C" LIMIT 1
                """)
            return try result.rows.first.map(GuestRow.read)
        } catch {
            throw errors.domainError(for: error)
        }
    }

    func add(_ guest: Guest) throws(DomainError) {
        try check(guest)
        _ = try run(naming: guest, PostgresQuery(unsafeSQL: GuestRow.insertSQL, binds: GuestRow.values(guest)))
    }

    /// Replaces the stored guest with the same id; none there is `.referenceMissing`, as in SQLiteStore.
    func update(_ guest: Guest) throws(DomainError) {
        try check(guest)
        let changed = try run(naming: guest, PostgresQuery(unsafeSQL: GuestRow.updateSQL, binds: GuestRow.values(guest)))
        guard changed == 1 else { throw .referenceMissing }
    }

    private func check(_ guest: Guest) throws(DomainError) {
        guard guest.eventID == event.id else { throw .referenceMissing }
        try Guest.requireKnownAnswers([guest], questions: questions)
    }

    /// Runs `query` under a savepoint and returns how many rows it returned.
    private func run(naming guest: Guest, _ query: PostgresQuery) throws(DomainError) -> Int {
        do {
            _ = try answer("SAVEPOINT guest_batch")
            do {
                let rows = try answer(query).rows.count
                _ = try answer("RELEASE SAVEPOINT guest_batch")
                return rows
            } catch {
                // After a lost connection there is no savepoint to go back to: the server has
                // rolled the whole transaction back.
                if !Connections.breaks(error) { _ = try answer("ROLLBACK TO SAVEPOINT guest_batch") }
                throw error
            }
        } catch {
            var conflicts: [String: DomainError] = ["guests.guests_handle": .guestHandleTaken(guest.handle)]
            if let email = guest.email { conflicts["guests.guests_email"] = .guestEmailTaken(email) }
            throw errors.domainError(for: error, conflicts: conflicts)
        }
    }

    /// Waits on this thread for `query`'s answer (`answer` bounds the wait).
    private func answer(_ query: PostgresQuery) throws -> PostgresQueryResult {
        try connection.answer(query).wait()
    }
}
