public import Domain
public import Foundation

/// Tickets by id.
struct TicketTable: InMemoryTable {
    var byID: [TicketID: Ticket] = [:]
}

extension InMemoryTables {
    /// Valid tickets counted by type and by guest, as `TicketRepository` hands them to a decision.
    func ticketCounts(of event: EventID) -> TicketCounts {
        var counts = TicketCounts()
        for ticket in self[TicketTable.self].byID.values where ticket.eventID == event && ticket.status == .valid {
            counts.byType[ticket.typeID, default: 0] += 1
            if let guest = ticket.guestID { counts.byGuest[guest, default: 0] += 1 }
        }
        return counts
    }

    /// Every ticket of the type, cancelled ones too: they still name it.
    func ticketCount(ofType type: TicketTypeID) -> Int {
        self[TicketTable.self].byID.values.count { $0.typeID == type }
    }
}

extension InMemoryStore: TicketRepository {
    public func tickets(of event: EventID) -> [Ticket] {
        tables[TicketTable.self].byID.values.filter { $0.eventID == event }
            .sorted { ($0.issuedAt, $0.reference) < ($1.issuedAt, $1.reference) }
    }

    public func tickets(of event: EventID, issuedTo guest: GuestID) -> [Ticket] {
        tickets(of: event).filter { $0.guestID == guest }
    }

    public func ticket(reference: String) -> Ticket? {
        tables[TicketTable.self].byID.values.first { $0.reference == reference }
    }

    public func ticket(id: TicketID) -> Ticket? { tables[TicketTable.self].byID[id] }

    public func issue<Outcome: Sendable>(
        event: EventID,
        mailing body: @Sendable (Event, TicketCatalog, TicketCounts) throws(DomainError) -> (tickets: [Ticket], mail: [OutboxMessage], outcome: Outcome)
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            let decision = try body(stored, tables.catalog(of: event), tables.ticketCounts(of: event))
            let types = Set(tables.catalog(of: event).types.map(\.id))
            for ticket in decision.tickets {
                guard ticket.eventID == event, types.contains(ticket.typeID) else { throw .referenceMissing }
                guard tables[TicketTable.self].byID[ticket.id] == nil,
                      !tables[TicketTable.self].byID.values.contains(where: { $0.reference == ticket.reference })
                else { throw .ticketReferenceTaken }
                tables[TicketTable.self].byID[ticket.id] = ticket.storedForm
            }
            _ = try tables.queueMail(decision.mail)
            return decision.outcome
        }
    }

    public func cancel(_ ticket: TicketID, at: Date) throws(DomainError) -> Ticket {
        try write { tables throws(DomainError) in
            guard var stored = tables[TicketTable.self].byID[ticket] else { throw .ticketMissing(ticket) }
            guard stored.status == .valid else { throw .ticketAlreadyCancelled(stored.reference) }
            stored.status = .cancelled
            stored.cancelledAt = at.stored
            tables[TicketTable.self].byID[ticket] = stored
            return stored
        }
    }
}

extension Ticket {
    fileprivate var storedForm: Ticket {
        Ticket(id: id, eventID: eventID, typeID: typeID, reference: reference, holder: holder, email: email,
               guestID: guestID, price: price, status: status, issuedAt: issuedAt.stored, cancelledAt: cancelledAt?.stored)
    }
}
