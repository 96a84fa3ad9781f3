public import Domain
public import Foundation
import GRDB
import SQLStorage

extension SQLiteStore: TicketRepository {
    public func tickets(of event: EventID) async throws(DomainError) -> [Ticket] {
        let key = event.description
        return try await read { db in
            var tickets: [Ticket] = []
            let records = try TicketRecord.filter(TicketRecord.CodingKeys.eventID == key)
                .order(TicketRecord.CodingKeys.issuedAt, TicketRecord.CodingKeys.reference).fetchCursor(db)
            while let record = try records.next() { tickets.append(try record.ticket()) }
            return tickets
        }
    }

    public func ticket(reference: String) async throws(DomainError) -> Ticket? {
        try await read { db in try TicketRecord.filter(TicketRecord.CodingKeys.reference == reference).fetchOne(db)?.ticket() }
    }

    public func ticket(id: TicketID) async throws(DomainError) -> Ticket? {
        let key = id.description
        return try await read { db in try TicketRecord.fetchOne(db, key: key)?.ticket() }
    }

    /// The quota decision and the inserts share one IMMEDIATE transaction (see `write`): the
    /// write lock is taken before the counts are read, so a second process deciding at the same
    /// moment waits and then counts these tickets too.
    public func issue<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], outcome: Outcome)
    ) async throws(DomainError) -> Outcome {
        let key = event.description
        return try await write { db in
            guard let stored = try EventRecord.fetchOne(db, key: key)?.event() else { throw DomainError.eventMissing(event) }
            let catalog = try Self.catalog(of: key, in: db)
            let decision = try body(stored, catalog, try Self.ticketCounts(of: key, in: db))
            let types = Set(catalog.types.map(\.id))
            guard decision.tickets.allSatisfy({ $0.eventID == event && types.contains($0.typeID) }) else { throw DomainError.referenceMissing }
            let insert = try db.cachedStatement(sql: TicketRecord.insertSQL)
            for ticket in decision.tickets { try insert.execute(arguments: TicketRecord(ticket).insertArguments) }
            return decision.outcome
        }
    }

    public func cancel(_ ticket: TicketID, at: Date) async throws(DomainError) -> Ticket {
        let key = ticket.description
        return try await write { db in
            guard var stored = try TicketRecord.fetchOne(db, key: key)?.ticket() else { throw DomainError.ticketMissing(ticket) }
            guard stored.status == .valid else { throw DomainError.ticketAlreadyCancelled(stored.reference) }
            stored.status = .cancelled
            stored.cancelledAt = Instant.date(Instant.milliseconds(at))
            try TicketRecord(stored).update(db)
            return stored
        }
    }
}
