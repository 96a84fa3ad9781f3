import Domain
import PostgresNIO
import SQLStorage

/// `ticket_types` columns, in the order `TicketTypeRow.read` takes them.
enum TicketTypeRow {
    static let columns = """
        id, event_id, number, handle, name, price_minor, currency, quota, pool, sales_open, sales_close, \
        max_per_issue, created_at, updated_at
        """
    private static let table = "ticket_types"

    static func read(_ row: PostgresRow) throws -> TicketType {
        let (id, eventID, number, handle, name, price, currency, quota, pool, salesOpen, salesClose, maxPerIssue,
             createdAt, updatedAt) =
            try row.decode((String, String, Int64, String, String, Int64, String, Int64?, String?, Int64?, Int64?, Int64,
                            Int64, Int64).self)
        return TicketType(id: try StoredValue.identifier(id, table: table),
                          eventID: try StoredValue.identifier(eventID, table: table),
                          number: Int(number), handle: try StoredValue.handle(handle, table: table), name: name,
                          price: Money(minorUnits: price, currency: try StoredValue.currency(currency, table: table)),
                          quota: quota.map { Int($0) },
                          pool: try pool.map { text throws(CorruptRow) in try StoredValue.handle(text, table: table) },
                          salesOpen: salesOpen.map(Instant.date), salesClose: salesClose.map(Instant.date),
                          maxPerIssue: Int(maxPerIssue), createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }

    static func insert(_ type: TicketType) -> PostgresQuery {
        """
        INSERT INTO ticket_types (\(unescaped: columns))
        VALUES (\(type.id.description), \(type.eventID.description), \(Int64(type.number)), \(type.handle.value),
                \(type.name), \(type.price.minorUnits), \(type.price.currency.code), \(type.quota.map { Int64($0) }),
                \(type.pool?.value), \(type.salesOpen.map(Instant.milliseconds)), \(type.salesClose.map(Instant.milliseconds)),
                \(Int64(type.maxPerIssue)), \(Instant.milliseconds(type.createdAt)), \(Instant.milliseconds(type.updatedAt)))
        """
    }

    /// Everything but the id and the event.
    static func update(_ type: TicketType) -> PostgresQuery {
        """
        UPDATE ticket_types SET number = \(Int64(type.number)), handle = \(type.handle.value), name = \(type.name),
            price_minor = \(type.price.minorUnits), currency = \(type.price.currency.code),
            quota = \(type.quota.map { Int64($0) }), pool = \(type.pool?.value),
            sales_open = \(type.salesOpen.map(Instant.milliseconds)), sales_close = \(type.salesClose.map(Instant.milliseconds)),
            max_per_issue = \(Int64(type.maxPerIssue)), created_at = \(Instant.milliseconds(type.createdAt)),
            updated_at = \(Instant.milliseconds(type.updatedAt))
        WHERE id = \(type.id.description)
        """
    }
}

/// `ticket_pools` columns, in the order `TicketPoolRow.read` takes them.
enum TicketPoolRow {
    static let columns = "event_id, handle, quota"

    static func read(_ row: PostgresRow) throws -> TicketPool {
        let (eventID, handle, quota) = try row.decode((String, String, Int64).self)
        return TicketPool(eventID: try StoredValue.identifier(eventID, table: "ticket_pools"),
                          handle: try StoredValue.handle(handle, table: "ticket_pools"), quota: Int(quota))
    }

    /// Inserts the pool, or sets the quota of the stored one with its handle.
    static func upsert(_ pool: TicketPool) -> PostgresQuery {
        """
        INSERT INTO ticket_pools (event_id, handle, quota)
        VALUES (\(pool.eventID.description), \(pool.handle.value), \(Int64(pool.quota)))
        ON CONFLICT (event_id, handle) DO UPDATE SET quota = excluded.quota
        """
    }
}
