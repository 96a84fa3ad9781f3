import Domain
import PostgresNIO

/// The rows an issue's quota decision rests on, locked so that sellers of one quota decide one
/// after the other while sellers of other quotas of the same event go on (as pretix does): the
/// ticket types drawn on, the pools they share, and the guests who receive tickets (a guest's
/// limit counts across types). Taken in one fixed order (pools, types, guests, each sorted) so
/// two sellers never wait on each other in a circle.
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

    func isSubset(of other: QuotaLocks) -> Bool {
        pools.isSubset(of: other.pools) && types.isSubset(of: other.types) && guests.isSubset(of: other.guests)
    }

    mutating func formUnion(_ other: QuotaLocks) {
        pools.formUnion(other.pools)
        types.formUnion(other.types)
        guests.formUnion(other.guests)
    }

    /// FOR NO KEY UPDATE: it does not wait for, nor hold up, the key-share locks other
    /// transactions' foreign keys take on these rows. The rows are locked in the ORDER BY's order.
    func take(event: EventID, on connection: PostgresConnection) async throws {
        if !pools.isEmpty {
            try await connection.execute("""
                SELECT 1 FROM ticket_pools WHERE event_id = \(event.description) AND handle = ANY(\(pools.sorted()))
                ORDER BY handle COLLATE "C" FOR NO KEY UPDATE
                """)
        }
        if !types.isEmpty {
            try await connection.execute("""
                SELECT 1 FROM ticket_types WHERE id = ANY(\(types.sorted())) ORDER BY id COLLATE "C" FOR NO KEY UPDATE
                """)
        }
        if !guests.isEmpty {
            try await connection.execute("""
                SELECT 1 FROM guests WHERE id = ANY(\(guests.sorted())) ORDER BY id COLLATE "C" FOR NO KEY UPDATE
                """)
        }
    }
}
