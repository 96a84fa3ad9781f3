public import Domain
public import Foundation

extension SQLStore {
    public func tickets(of event: EventID) async throws(DomainError) -> [Ticket] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: TicketRow.columns) FROM tickets WHERE event_id = \(event)
                ORDER BY issued_at, reference\(raw: db.dialect.bytewise)
                """, TicketRow.read)
        }
    }

    public func tickets(of event: EventID, issuedTo guest: GuestID) async throws(DomainError) -> [Ticket] {
        try await readingStatement("""
            SELECT \(raw: TicketRow.columns) FROM tickets WHERE guest_id = \(guest) AND event_id = \(event)
            ORDER BY issued_at, reference\(raw: dialect.bytewise)
            """, TicketRow.read)
    }

    public func ticket(reference: String) async throws(DomainError) -> Ticket? {
        try await readingFirst("SELECT \(raw: TicketRow.columns) FROM tickets WHERE reference = \(reference)", TicketRow.read)
    }

    public func ticket(id: TicketID) async throws(DomainError) -> Ticket? {
        try await readingFirst("SELECT \(raw: TicketRow.columns) FROM tickets WHERE id = \(id)", TicketRow.read)
    }

    /// The quota decision and the inserts share one write transaction, whose locks are taken
    /// before the counts the decision rests on are read: a second process or machine deciding
    /// at the same moment waits, then counts these tickets too. On SQLite that is the write
    /// transaction itself (one pass, nothing more to take). On PostgreSQL it is the locks of
    /// the quotas the decision draws on (`QuotaLocks`), so one selling another type of the
    /// event goes on: which quotas those are is known only from a decision, so `body` runs
    /// first on unlocked counts, then again once its quotas are locked, until the quotas it
    /// draws on are all locked (a refusal needs no lock: it rests on counts that were true when
    /// read). A lock set that grows is taken again whole, in order, after a rollback to the
    /// savepoint that releases the first one. The event's row is held FOR SHARE, so a catalog
    /// change (which locks it FOR NO KEY UPDATE) never lowers a quota under a sale in progress.
    public func issue<Outcome: Sendable>(
        event: EventID,
        mailing body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], mail: [OutboxMessage], outcome: Outcome)
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            guard let stored = try Self.event(event, db, locking: db.dialect.forShare) else { throw DomainError.eventMissing(event) }
            let catalog = try Self.catalog(of: event, db)
            var decision = try body(stored, catalog, try Self.ticketCounts(of: event, db))
            if db.dialect.locksRows {
                var locked = QuotaLocks()
                while case let needed = QuotaLocks(decision.tickets, in: catalog), !needed.isSubset(of: locked) {
                    try db.execute(locked.isEmpty ? "SAVEPOINT quota_locks" : "ROLLBACK TO SAVEPOINT quota_locks")
                    locked.formUnion(needed)
                    try locked.take(event: event, db)
                    decision = try body(stored, catalog, try Self.ticketCounts(of: event, db))
                }
            }
            let types = Set(catalog.types.map(\.id))
            guard decision.tickets.allSatisfy({ $0.eventID == event && types.contains($0.typeID) }) else {
                throw DomainError.referenceMissing
            }
            for ticket in decision.tickets { try db.execute(TicketRow.insert(ticket)) }
            _ = try db.queue(decision.mail)
            return decision.outcome
        }
    }

    /// The ticket's row is locked from the read to the update (FOR UPDATE on PostgreSQL;
    /// SQLite's write transaction), so two cancellations at once give one success and one
    /// `.ticketAlreadyCancelled`.
    public func cancel(_ ticket: TicketID, at: Date) async throws(DomainError) -> Ticket {
        try await writing { db in
            guard var stored = try db.first("""
                SELECT \(raw: TicketRow.columns) FROM tickets WHERE id = \(ticket)\(raw: db.dialect.forUpdate)
                """, TicketRow.read) else { throw DomainError.ticketMissing(ticket) }
            guard stored.status == .valid else { throw DomainError.ticketAlreadyCancelled(stored.reference) }
            stored.status = .cancelled
            stored.cancelledAt = Instant.date(Instant.milliseconds(at))
            try db.execute("""
                UPDATE tickets SET status = \(stored.status.rawValue), cancelled_at = \(Instant.milliseconds(at)) WHERE id = \(ticket)
                """)
            return stored
        }
    }
}
