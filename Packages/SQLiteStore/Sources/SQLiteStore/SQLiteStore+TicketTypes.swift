public import Domain
import GRDB

extension SQLiteStore: TicketTypeRepository {
    public func catalog(of event: EventID) async throws(DomainError) -> TicketCatalog {
        let key = event.description
        return try await read { db in try Self.catalog(of: key, in: db) }
    }

    /// Reads, runs `body` and writes the difference inside one IMMEDIATE transaction (see
    /// `write`): pools first (a type may name a new one), then types, then pools no longer there.
    public func changeCatalog<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout TicketCatalog, TicketCounts) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        let key = event.description
        return try await write { db in
            guard let stored = try EventRecord.fetchOne(db, key: key)?.event() else { throw DomainError.eventMissing(event) }
            let before = try Self.catalog(of: key, in: db)
            var catalog = before
            let outcome = try body(stored, &catalog, try Self.ticketCounts(of: key, in: db))
            guard catalog.types.allSatisfy({ $0.eventID == event }), catalog.pools.allSatisfy({ $0.eventID == event }) else {
                throw DomainError.referenceMissing
            }
            try catalog.requireConsistent()
            for pool in catalog.pools where !before.pools.contains(pool) { try TicketPoolRecord(pool).save(db) }
            let kept = Set(catalog.types.map(\.id))
            for type in before.types where !kept.contains(type.id) {
                let tickets = try Int.fetchOne(db, sql: "SELECT count(*) FROM tickets WHERE type_id = ?", arguments: [type.id.description]) ?? 0
                if tickets > 0 { throw DomainError.ticketTypeInUse(type.handle, tickets: tickets) }
                _ = try TicketTypeRecord.deleteOne(db, key: type.id.description)
            }
            let previous = Dictionary(uniqueKeysWithValues: before.types.map { ($0.id, $0) })
            // Updates before inserts, so a handle or number a changed type gave up may be taken.
            for type in catalog.types where previous[type.id] != nil && previous[type.id] != type { try TicketTypeRecord(type).update(db) }
            for type in catalog.types where previous[type.id] == nil { try TicketTypeRecord(type).insert(db) }
            let pools = Set(catalog.pools.map(\.handle))
            for pool in before.pools where !pools.contains(pool.handle) {
                _ = try TicketPoolRecord.deleteOne(db, key: ["event_id": key, "handle": pool.handle.value])
            }
            return outcome
        }
    }

    static func catalog(of event: String, in db: Database) throws -> TicketCatalog {
        let types = try TicketTypeRecord.filter(TicketTypeRecord.CodingKeys.eventID == event)
            .order(TicketTypeRecord.CodingKeys.number).fetchAll(db)
            .map { record throws(CorruptRow) in try record.ticketType() }
        let pools = try TicketPoolRecord.filter(TicketPoolRecord.CodingKeys.eventID == event)
            .order(TicketPoolRecord.CodingKeys.handle).fetchAll(db)
            .map { record throws(CorruptRow) in try record.pool() }
        return TicketCatalog(types: types, pools: pools)
    }

    /// Valid tickets by type and by guest, counted by SQLite.
    static func ticketCounts(of event: String, in db: Database) throws -> TicketCounts {
        var counts = TicketCounts()
        let byType = try Row.fetchCursor(db, sql: "SELECT type_id, count(*) FROM tickets WHERE event_id = ? AND status = 'valid' GROUP BY type_id",
                                         arguments: [event])
        while let row = try byType.next() {
            counts.byType[try StoredValue.identifier(row[0], table: "tickets")] = row[1]
        }
        let byGuest = try Row.fetchCursor(db, sql: """
            SELECT guest_id, count(*) FROM tickets WHERE event_id = ? AND status = 'valid' AND guest_id IS NOT NULL GROUP BY guest_id
            """, arguments: [event])
        while let row = try byGuest.next() {
            counts.byGuest[try StoredValue.identifier(row[0], table: "tickets")] = row[1]
        }
        return counts
    }
}
