import Domain

/// A row of `tickets`: its columns in the order `read` takes them and `insert` gives them.
enum TicketRow {
    static let table = "tickets"
    static let columns = """
        id, event_id, type_id, reference, holder, email, guest_id, price_minor, currency, status, issued_at, cancelled_at
        """

    static func read(_ row: any SQLRow) throws -> Ticket {
        Ticket(id: try StoredValue.identifier(try row.text(0), table: table),
               eventID: try StoredValue.identifier(try row.text(1), table: table),
               typeID: try StoredValue.identifier(try row.text(2), table: table), reference: try row.text(3),
               holder: try row.text(4),
               email: try row.optionalText(5).map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
               guestID: try row.optionalText(6).map { text throws(CorruptRow) in try StoredValue.identifier(text, table: table) },
               price: Money(minorUnits: try row.integer(7), currency: try StoredValue.currency(try row.text(8), table: table)),
               status: try StoredValue.raw(try row.text(9), table: table), issuedAt: Instant.date(try row.integer(10)),
               cancelledAt: try row.optionalInteger(11).map(Instant.date))
    }

    /// Made once: one issue may add thousands, each through the same prepared statement.
    private static let insertText = "INSERT INTO tickets (\(columns)) VALUES (\(SQL.placeholders(12)))"

    static func insert(_ ticket: Ticket) -> SQL {
        SQL(insertText, [ticket.id.columnValue, ticket.eventID.columnValue, ticket.typeID.columnValue, .text(ticket.reference),
                         .text(ticket.holder), ticket.email.map { .text($0.value) } ?? .null, ticket.guestID?.columnValue ?? .null,
                         .integer(ticket.price.minorUnits), .text(ticket.price.currency.code), .text(ticket.status.rawValue),
                         .integer(Instant.milliseconds(ticket.issuedAt)), ticket.cancelledAt.map { .integer(Instant.milliseconds($0)) } ?? .null])
    }
}
