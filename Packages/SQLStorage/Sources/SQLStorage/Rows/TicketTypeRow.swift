import Domain

/// A row of `ticket_types`: its columns in the order `read` takes them and `insert` gives them.
enum TicketTypeRow {
    static let table = "ticket_types"
    static let columns = """
        id, event_id, number, handle, name, price_minor, currency, quota, pool, sales_open, sales_close, \
        max_per_issue, created_at, updated_at
        """

    static func read(_ row: any SQLRow) throws -> TicketType {
        TicketType(id: try StoredValue.identifier(try row.text(0), table: table),
                   eventID: try StoredValue.identifier(try row.text(1), table: table),
                   number: Int(try row.integer(2)), handle: try StoredValue.handle(try row.text(3), table: table),
                   name: try row.text(4),
                   price: Money(minorUnits: try row.integer(5), currency: try StoredValue.currency(try row.text(6), table: table)),
                   quota: try row.optionalInteger(7).map { Int($0) },
                   pool: try row.optionalText(8).map { text throws(CorruptRow) in try StoredValue.handle(text, table: table) },
                   salesOpen: try row.optionalInteger(9).map(Instant.date), salesClose: try row.optionalInteger(10).map(Instant.date),
                   maxPerIssue: Int(try row.integer(11)), createdAt: Instant.date(try row.integer(12)),
                   updatedAt: Instant.date(try row.integer(13)))
    }

    static func insert(_ type: TicketType) -> SQL {
        """
        INSERT INTO ticket_types (\(raw: columns))
        VALUES (\(type.id), \(type.eventID), \(type.number), \(type.handle), \(type.name), \(type.price.minorUnits),
                \(type.price.currency.code), \(type.quota), \(type.pool), \(type.salesOpen.map(Instant.milliseconds)),
                \(type.salesClose.map(Instant.milliseconds)), \(type.maxPerIssue), \(Instant.milliseconds(type.createdAt)),
                \(Instant.milliseconds(type.updatedAt)))
        """
    }

    /// Everything but the id and the event.
    static func update(_ type: TicketType) -> SQL {
        """
        UPDATE ticket_types SET number = \(type.number), handle = \(type.handle), name = \(type.name),
            price_minor = \(type.price.minorUnits), currency = \(type.price.currency.code), quota = \(type.quota),
            pool = \(type.pool), sales_open = \(type.salesOpen.map(Instant.milliseconds)),
            sales_close = \(type.salesClose.map(Instant.milliseconds)), max_per_issue = \(type.maxPerIssue),
            created_at = \(Instant.milliseconds(type.createdAt)), updated_at = \(Instant.milliseconds(type.updatedAt))
        WHERE id = \(type.id)
        """
    }
}

/// A row of `ticket_pools`, in the order `read` takes its columns.
enum TicketPoolRow {
    static let table = "ticket_pools"
    static let columns = "event_id, handle, quota"

    static func read(_ row: any SQLRow) throws -> TicketPool {
        TicketPool(eventID: try StoredValue.identifier(try row.text(0), table: table),
                   handle: try StoredValue.handle(try row.text(1), table: table), quota: Int(try row.integer(2)))
    }

    /// Inserts the pool, or sets the quota of the stored one with its handle.
    static func upsert(_ pool: TicketPool) -> SQL {
        """
        INSERT INTO ticket_pools (event_id, handle, quota) VALUES (\(pool.eventID), \(pool.handle), \(pool.quota))
        ON CONFLICT (event_id, handle) DO UPDATE SET quota = excluded.quota
        """
    }
}
