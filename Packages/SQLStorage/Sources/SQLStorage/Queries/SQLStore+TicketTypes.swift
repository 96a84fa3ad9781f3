public import Domain

extension SQLStore {
    public func catalog(of event: EventID) async throws(DomainError) -> TicketCatalog {
        try await reading { db in try Self.catalog(of: event, db) }
    }

    /// Reads, runs `body` and writes the difference inside one write transaction: pools first
    /// (a type may name a new one), then types, then pools no longer there. The event's row is
    /// locked (`lockedEvent`: on PostgreSQL, where `issue` holds it FOR SHARE and so waits;
    /// SQLite's write transaction excludes every other writer already), so a quota is never
    /// lowered below what another process or machine has just issued.
    public func changeCatalog<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout TicketCatalog, TicketCounts) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            let stored = try Self.lockedEvent(event, db)
            let before = try Self.catalog(of: event, db)
            var catalog = before
            let outcome = try body(stored, &catalog, try Self.ticketCounts(of: event, db))
            guard catalog.types.allSatisfy({ $0.eventID == event }), catalog.pools.allSatisfy({ $0.eventID == event }) else {
                throw DomainError.referenceMissing
            }
            try catalog.requireConsistent()
            for pool in catalog.pools where !before.pools.contains(pool) { try db.execute(TicketPoolRow.upsert(pool)) }
            let kept = Set(catalog.types.map(\.id))
            for type in before.types where !kept.contains(type.id) {
                let tickets = try db.integer("SELECT count(*) FROM tickets WHERE type_id = \(type.id)")
                if tickets > 0 { throw DomainError.ticketTypeInUse(type.handle, tickets: Int(tickets)) }
                try db.execute("DELETE FROM ticket_types WHERE id = \(type.id)")
            }
            let previous = Dictionary(uniqueKeysWithValues: before.types.map { ($0.id, $0) })
            // Updates before inserts, so a handle or number a changed type gave up may be taken.
            for type in catalog.types where previous[type.id] != nil && previous[type.id] != type {
                try db.execute(TicketTypeRow.update(type))
            }
            for type in catalog.types where previous[type.id] == nil { try db.execute(TicketTypeRow.insert(type)) }
            let pools = Set(catalog.pools.map(\.handle))
            for pool in before.pools where !pools.contains(pool.handle) {
                try db.execute("DELETE FROM ticket_pools WHERE event_id = \(event) AND handle = \(pool.handle)")
            }
            return outcome
        }
    }

    /// Types by number, pools by handle (bytewise).
    static func catalog(of event: EventID, _ db: any SQLExecutor) throws -> TicketCatalog {
        let types = try db.all("""
            SELECT \(raw: TicketTypeRow.columns) FROM ticket_types WHERE event_id = \(event) ORDER BY number
            """, TicketTypeRow.read)
        let pools = try db.all("""
            SELECT \(raw: TicketPoolRow.columns) FROM ticket_pools WHERE event_id = \(event)
            ORDER BY handle\(raw: db.dialect.bytewise)
            """, TicketPoolRow.read)
        return TicketCatalog(types: types, pools: pools)
    }

    /// Valid tickets by type and by guest, counted by the database.
    static func ticketCounts(of event: EventID, _ db: any SQLExecutor) throws -> TicketCounts {
        var counts = TicketCounts()
        try db.forEach("""
            SELECT type_id, count(*) FROM tickets WHERE event_id = \(event) AND status = 'valid' GROUP BY type_id
            """) { row in
            counts.byType[try StoredValue.identifier(try row.text(0), table: TicketRow.table)] = Int(try row.integer(1))
        }
        try db.forEach("""
            SELECT guest_id, count(*) FROM tickets
            WHERE event_id = \(event) AND status = 'valid' AND guest_id IS NOT NULL GROUP BY guest_id
            """) { row in
            counts.byGuest[try StoredValue.identifier(try row.text(0), table: TicketRow.table)] = Int(try row.integer(1))
        }
        return counts
    }
}
