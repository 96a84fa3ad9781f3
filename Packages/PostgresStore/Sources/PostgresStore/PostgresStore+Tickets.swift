public import Domain
public import Foundation
import PostgresNIO
import SQLStorage

extension PostgresStore: TicketRepository {
    public func tickets(of event: EventID) async throws(DomainError) -> [Ticket] {
        try await read { connection in
            try await connection.all("""
                SELECT \(unescaped: TicketRow.columns) FROM tickets WHERE event_id = \(event.description)
                ORDER BY issued_at, reference COLLATE "C"
                """, TicketRow.read)
        }
    }

    public func ticket(reference: String) async throws(DomainError) -> Ticket? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: TicketRow.columns) FROM tickets WHERE reference = \(reference)",
                                       TicketRow.read)
        }
    }

    public func ticket(id: TicketID) async throws(DomainError) -> Ticket? {
        try await read { connection in
            try await connection.first("SELECT \(unescaped: TicketRow.columns) FROM tickets WHERE id = \(id.description)",
                                       TicketRow.read)
        }
    }

    /// The quota decision and the inserts share one transaction holding the locks of the
    /// quotas the decision draws on (`QuotaLocks`), taken before the counts it rests on are
    /// read: a second machine selling the same type or pool waits, then counts these tickets
    /// too, while one selling another type of the event goes on. Which quotas those are is
    /// known only from a decision, so `body` runs first on unlocked counts, then again once
    /// its quotas are locked, until the quotas it draws on are all locked (a refusal needs no
    /// lock: it rests on counts that were true when read). A lock set that grows is taken
    /// again whole, in order, after a rollback to the savepoint that releases the first one.
    /// The event's row is held FOR SHARE, so a catalog change (which holds it for update)
    /// never lowers a quota under a sale in progress.
    public func issue<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], outcome: Outcome)
    ) async throws(DomainError) -> Outcome {
        try await write { connection in
            guard let stored = try await connection.first(
                "SELECT \(unescaped: EventRow.columns) FROM events WHERE id = \(event.description) FOR SHARE",
                EventRow.read) else { throw DomainError.eventMissing(event) }
            let catalog = try await Self.catalog(of: event, on: connection)
            var locked = QuotaLocks()
            while true {
                let decision = try body(stored, catalog, try await Self.ticketCounts(of: event, on: connection))
                let needed = QuotaLocks(decision.tickets, in: catalog)
                guard needed.isSubset(of: locked) else {
                    try await connection.execute(locked == QuotaLocks() ? "SAVEPOINT quota_locks" : "ROLLBACK TO SAVEPOINT quota_locks")
                    locked.formUnion(needed)
                    try await locked.take(event: event, on: connection)
                    continue
                }
                let types = Set(catalog.types.map(\.id))
                guard decision.tickets.allSatisfy({ $0.eventID == event && types.contains($0.typeID) }) else {
                    throw DomainError.referenceMissing
                }
                for ticket in decision.tickets { try await connection.execute(TicketRow.insert(ticket)) }
                return decision.outcome
            }
        }
    }

    /// The ticket's row is locked from the read to the update, so two cancellations at once
    /// give one success and one `.ticketAlreadyCancelled`.
    public func cancel(_ ticket: TicketID, at: Date) async throws(DomainError) -> Ticket {
        try await write { connection in
            guard var stored = try await connection.first(
                "SELECT \(unescaped: TicketRow.columns) FROM tickets WHERE id = \(ticket.description) FOR UPDATE",
                TicketRow.read) else { throw DomainError.ticketMissing(ticket) }
            guard stored.status == .valid else { throw DomainError.ticketAlreadyCancelled(stored.reference) }
            stored.status = .cancelled
            stored.cancelledAt = Instant.date(Instant.milliseconds(at))
            try await connection.execute("""
                UPDATE tickets SET status = \(stored.status.rawValue), cancelled_at = \(Instant.milliseconds(at))
                WHERE id = \(ticket.description)
                """)
            return stored
        }
    }
}
