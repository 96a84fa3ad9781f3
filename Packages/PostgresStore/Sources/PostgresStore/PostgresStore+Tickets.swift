public import Domain
public import Foundation
import PostgresNIO

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

    /// The quota decision and the inserts share one transaction holding the event's row lock,
    /// taken before the counts are read: a second machine deciding at the same moment waits,
    /// then counts these tickets too. (Per-quota locks, so types of one event sell in
    /// parallel, are the next refinement; see STATUS.md.)
    public func issue<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], outcome: Outcome)
    ) async throws(DomainError) -> Outcome {
        try await write { connection in
            let stored = try await Self.lockedEvent(event, on: connection)
            let catalog = try await Self.catalog(of: event, on: connection)
            let decision = try body(stored, catalog, try await Self.ticketCounts(of: event, on: connection))
            let types = Set(catalog.types.map(\.id))
            guard decision.tickets.allSatisfy({ $0.eventID == event && types.contains($0.typeID) }) else {
                throw DomainError.referenceMissing
            }
            for ticket in decision.tickets { try await connection.execute(TicketRow.insert(ticket)) }
            return decision.outcome
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
