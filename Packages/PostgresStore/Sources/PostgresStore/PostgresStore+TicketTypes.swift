public import Domain
import PostgresNIO

extension PostgresStore: TicketTypeRepository {
    public func catalog(of event: EventID) async throws(DomainError) -> TicketCatalog {
        try await read { connection in try await Self.catalog(of: event, on: connection) }
    }

    /// Under the event's row lock (which `issue` takes too, so a quota is never lowered below
    /// what another machine has just issued), reads, runs `body` and writes the difference:
    /// pools first (a type may name a new one), then types, then pools no longer there.
    public func changeCatalog<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout TicketCatalog, TicketCounts) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write { connection in
            let stored = try await Self.lockedEvent(event, on: connection)
            let before = try await Self.catalog(of: event, on: connection)
            var catalog = before
            let outcome = try body(stored, &catalog, try await Self.ticketCounts(of: event, on: connection))
            guard catalog.types.allSatisfy({ $0.eventID == event }), catalog.pools.allSatisfy({ $0.eventID == event }) else {
                throw DomainError.referenceMissing
            }
            try catalog.requireConsistent()
            for pool in catalog.pools where !before.pools.contains(pool) {
                try await connection.execute(TicketPoolRow.upsert(pool))
            }
            let kept = Set(catalog.types.map(\.id))
            for type in before.types where !kept.contains(type.id) {
                let tickets = try await connection.first("SELECT count(*) FROM tickets WHERE type_id = \(type.id.description)") {
                    try $0.decode(Int64.self)
                } ?? 0
                if tickets > 0 { throw DomainError.ticketTypeInUse(type.handle, tickets: Int(tickets)) }
                try await connection.execute("DELETE FROM ticket_types WHERE id = \(type.id.description)")
            }
            let previous = Dictionary(uniqueKeysWithValues: before.types.map { ($0.id, $0) })
            // Updates before inserts, so a handle or number a changed type gave up may be taken.
            for type in catalog.types where previous[type.id] != nil && previous[type.id] != type {
                try await connection.execute(TicketTypeRow.update(type))
            }
            for type in catalog.types where previous[type.id] == nil {
                try await connection.execute(TicketTypeRow.insert(type))
            }
            let pools = Set(catalog.pools.map(\.handle))
            for pool in before.pools where !pools.contains(pool.handle) {
                try await connection.execute(
                    "DELETE FROM ticket_pools WHERE event_id = \(event.description) AND handle = \(pool.handle.value)")
            }
            return outcome
        }
    }

    static func catalog(of event: EventID, on connection: PostgresConnection) async throws -> TicketCatalog {
        let types = try await connection.all("""
            SELECT \(unescaped: TicketTypeRow.columns) FROM ticket_types WHERE event_id = \(event.description) ORDER BY number
            """, TicketTypeRow.read)
        let pools = try await connection.all("""
            SELECT \(unescaped: TicketPoolRow.columns) FROM ticket_pools WHERE event_id = \(event.description)
            ORDER BY handle COLLATE "C"
            """, TicketPoolRow.read)
        return TicketCatalog(types: types, pools: pools)
    }

    /// Valid tickets by type and by guest, counted by the server.
    static func ticketCounts(of event: EventID, on connection: PostgresConnection) async throws -> TicketCounts {
        var counts = TicketCounts()
        let byType = try await connection.all("""
            SELECT type_id, count(*) FROM tickets WHERE event_id = \(event.description) AND status = 'valid' GROUP BY type_id
            """) { row in try row.decode((String, Int64).self) }
        for (type, count) in byType {
            counts.byType[try StoredValue.identifier(type, table: "tickets")] = Int(count)
        }
        let byGuest = try await connection.all("""
            SELECT guest_id, count(*) FROM tickets
            WHERE event_id = \(event.description) AND status = 'valid' AND guest_id IS NOT NULL GROUP BY guest_id
            """) { row in try row.decode((String, Int64).self) }
        for (guest, count) in byGuest {
            counts.byGuest[try StoredValue.identifier(guest, table: "tickets")] = Int(count)
        }
        return counts
    }
}
