import Domain

/// How many tickets of a type may still be issued: the least of what its own quota and its
/// pool's leave. Nil: no limit.
enum Quota {
    static func placesLeft(_ type: TicketType, in catalog: TicketCatalog, counts: TicketCounts) -> Int? {
        var left: Int?
        if let quota = type.quota { left = quota - counts.byType[type.id, default: 0] }
        if let poolHandle = type.pool, let pool = catalog.pools.first(where: { $0.handle == poolHandle }) {
            let members = catalog.types.filter { $0.pool == poolHandle }
            let taken = members.reduce(0) { $0 + counts.byType[$1.id, default: 0] }
            left = min(left ?? Int.max, pool.quota - taken)
        }
        return left.map { max(0, $0) }
    }

    /// Throws "sold out" when nothing is left, or says how many are when fewer than `count`.
    static func require(_ count: Int, of type: TicketType, in catalog: TicketCatalog, counts: TicketCounts) throws(DomainError) {
        guard let left = placesLeft(type, in: catalog, counts: counts), left < count else { return }
        let cap = type.pool.map { "pool '\($0)'" } ?? "quota \(type.quota ?? 0)"
        if left == 0 {
            throw .invalid(field: "type", message: "'\(type.handle)' is sold out (\(cap)); cancel a ticket or raise the quota")
        }
        throw .invalid(field: "count", message: "only \(Plural.of(left, "place")) of '\(type.handle)' \(Plural.noun(left, "is", "are")) left (\(cap)); issue \(left) or fewer")
    }
}
