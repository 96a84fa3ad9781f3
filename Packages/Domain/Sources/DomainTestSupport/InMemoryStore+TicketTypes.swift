public import Domain
import Foundation

/// Ticket types and pools by event.
struct TicketCatalogTable: InMemoryTable {
    var byEvent: [EventID: TicketCatalog] = [:]
}

extension InMemoryTables {
    func catalog(of event: EventID) -> TicketCatalog {
        let catalog = self[TicketCatalogTable.self].byEvent[event] ?? TicketCatalog()
        return TicketCatalog(types: catalog.types.sorted { $0.number < $1.number },
                             pools: catalog.pools.sorted { $0.handle.value < $1.handle.value })
    }

    /// An event's tickets, types, keys and scans go with it, as the real stores' cascades take them.
    mutating func removeTickets(of event: EventID) {
        self[TicketCatalogTable.self].byEvent[event] = nil
        self[TicketTable.self].byID = self[TicketTable.self].byID.filter { $0.value.eventID != event }
        self[SigningKeyTable.self].byEvent[event] = nil
        self[ScanTable.self].scans.removeAll { $0.eventID == event }
    }
}

extension InMemoryStore: TicketTypeRepository {
    public func catalog(of event: EventID) -> TicketCatalog { tables.catalog(of: event) }

    public func changeCatalog<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout TicketCatalog, TicketCounts) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            let before = tables.catalog(of: event)
            var catalog = before
            let counts = tables.ticketCounts(of: event)
            let outcome = try body(stored, &catalog, counts)
            guard catalog.types.allSatisfy({ $0.eventID == event }), catalog.pools.allSatisfy({ $0.eventID == event }) else {
                throw .referenceMissing
            }
            try catalog.requireConsistent()
            let kept = Set(catalog.types.map(\.id))
            for type in before.types where !kept.contains(type.id) {
                let issued = tables.ticketCount(ofType: type.id)
                if issued > 0 { throw .ticketTypeInUse(type.handle, tickets: issued) }
            }
            tables[TicketCatalogTable.self].byEvent[event] = TicketCatalog(types: catalog.types.map(\.storedForm), pools: catalog.pools)
            return outcome
        }
    }
}

extension TicketType {
    var storedForm: TicketType {
        TicketType(id: id, eventID: eventID, number: number, handle: handle, name: name, price: price, quota: quota,
                   pool: pool, salesOpen: salesOpen?.stored, salesClose: salesClose?.stored, maxPerIssue: maxPerIssue,
                   createdAt: createdAt.stored, updatedAt: updatedAt.stored)
    }
}
