public import Domain

/// One ticket type in `rushday tickets types ... --format json`. Stable schema; every key is
/// always present, `null` when not set:
///
///     {"handle": "early-bird", "name": "Early bird", "number": 1,
///      "price": {"amount": "25.00", "currency": "EUR", "minorUnits": 2500},
///      "quota": 100 | null, "pool": "seats" | null, "opens": "2027-05-01T10:00:00+02:00" | null,
///      "closes": "..." | null, "maxPerIssue": 10, "issued": 42, "left": 58 | null}
///
/// `issued` counts valid tickets; `left` is what the quota and the pool still allow (`null`: no limit).
public struct TicketTypeJSON: Encodable, Hashable, Sendable {
    public let handle: String
    public let name: String
    public let number: Int
    public let price: Money
    public let quota: Int?
    public let pool: String?
    public let opens: String?
    public let closes: String?
    public let maxPerIssue: Int
    public let issued: Int
    public let left: Int?

    init(_ type: TicketType, in response: TicketTypesResponse) {
        let zone = response.event.timeZone
        handle = type.handle.value
        name = type.name
        number = type.number
        price = type.price
        quota = type.quota
        pool = type.pool?.value
        opens = type.salesOpen.map { ZonedTime.iso8601($0, in: zone) }
        closes = type.salesClose.map { ZonedTime.iso8601($0, in: zone) }
        maxPerIssue = type.maxPerIssue
        issued = response.counts.byType[type.id, default: 0]
        left = Quota.placesLeft(type, in: response.catalog, counts: response.counts)
    }

    enum CodingKeys: String, CodingKey {
        case handle, name, number, price, quota, pool, opens, closes, maxPerIssue, issued, left
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handle, forKey: .handle)
        try container.encode(name, forKey: .name)
        try container.encode(number, forKey: .number)
        try container.encode(price, forKey: .price)
        try container.encode(quota, forKey: .quota)
        try container.encode(pool, forKey: .pool)
        try container.encode(opens, forKey: .opens)
        try container.encode(closes, forKey: .closes)
        try container.encode(maxPerIssue, forKey: .maxPerIssue)
        try container.encode(issued, forKey: .issued)
        try container.encode(left, forKey: .left)
    }
}

/// `tickets types list | add | update | remove` and `pools set`: `{"types": [...], "pools":
/// [{"handle": "seats", "quota": 100, "issued": 42}]}`.
public struct TicketCatalogJSON: Encodable, Hashable, Sendable {
    public struct Pool: Encodable, Hashable, Sendable {
        public let handle: String
        public let quota: Int
        public let issued: Int
    }

    public let types: [TicketTypeJSON]
    public let pools: [Pool]

    public init(_ response: TicketTypesResponse) {
        types = response.catalog.types.map { TicketTypeJSON($0, in: response) }
        pools = response.catalog.pools.map { pool in
            let issued = response.catalog.types.filter { $0.pool == pool.handle }.reduce(0) { $0 + response.counts.byType[$1.id, default: 0] }
            return Pool(handle: pool.handle.value, quota: pool.quota, issued: issued)
        }
    }
}
