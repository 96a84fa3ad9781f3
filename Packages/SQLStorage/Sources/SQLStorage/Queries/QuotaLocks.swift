import Domain

/// The rows an issue's quota decision rests on, locked on PostgreSQL so that sellers of one
/// quota decide one after the other while sellers of other quotas of the same event go on (as
/// pretix does): the ticket types drawn on, the pools they share, and the guests who receive
/// tickets (a guest's limit counts across types). Taken in one fixed order (pools, types,
/// guests, each sorted bytewise) so two sellers never wait on each other in a circle. SQLite's
/// write transaction excludes every other writer already, so there nothing is taken.
struct QuotaLocks: Equatable {
    var pools: Set<String> = []
    var types: Set<String> = []
    var guests: Set<String> = []

    init() {}

    init(_ tickets: [Ticket], in catalog: TicketCatalog) {
        let drawn = Set(tickets.map(\.typeID))
        for type in catalog.types where drawn.contains(type.id) {
            types.insert(type.id.description)
            if let pool = type.pool { pools.insert(pool.value) }
        }
        guests = Set(tickets.compactMap { $0.guestID?.description })
    }

    var isEmpty: Bool { pools.isEmpty && types.isEmpty && guests.isEmpty }

    func isSubset(of other: QuotaLocks) -> Bool {
        pools.isSubset(of: other.pools) && types.isSubset(of: other.types) && guests.isSubset(of: other.guests)
    }

    mutating func formUnion(_ other: QuotaLocks) {
        pools.formUnion(other.pools)
        types.formUnion(other.types)
        guests.formUnion(other.guests)
    }

    /// Through `lockRows` (FOR NO KEY UPDATE: it does not wait for, nor hold up, the key-share
    /// locks other transactions' foreign keys take on these rows), in the ORDER BY's order.
    func take(event: EventID, _ db: any SQLExecutor) throws {
        let bytewise = db.dialect.bytewise
        if !pools.isEmpty {
            try db.lockRows("""
                SELECT 1 FROM ticket_pools WHERE event_id = \(event) AND handle IN (\(list: pools.sorted()))
                ORDER BY handle\(raw: bytewise)
                """)
        }
        if !types.isEmpty {
            try db.lockRows("SELECT 1 FROM ticket_types WHERE id IN (\(list: types.sorted())) ORDER BY id\(raw: bytewise)")
        }
        if !guests.isEmpty {
            try db.lockRows("SELECT 1 FROM guests WHERE id IN (\(list: guests.sorted())) ORDER BY id\(raw: bytewise)")
        }
    }
}
