import Domain
import PostgresNIO
import SQLStorage

/// `tickets` columns, in the order `TicketRow.read` and `values` take them.
enum TicketRow {
    static let columns = """
        id, event_id, type_id, reference, holder, email, guest_id, price_minor, currency, status, issued_at, cancelled_at
        """
    private static let table = "tickets"

    static func read(_ row: PostgresRow) throws -> Ticket {
        let (id, eventID, typeID, reference, holder, email, guestID, price, currency, status, issuedAt, cancelledAt) =
            try row.decode((String, String, String, String, String, String?, String?, Int64, String, String, Int64,
                            Int64?).self)
        return Ticket(id: try StoredValue.identifier(id, table: table),
                      eventID: try StoredValue.identifier(eventID, table: table),
                      typeID: try StoredValue.identifier(typeID, table: table), reference: reference, holder: holder,
                      email: try email.map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
                      guestID: try guestID.map { text throws(CorruptRow) in try StoredValue.identifier(text, table: table) },
                      price: Money(minorUnits: price, currency: try StoredValue.currency(currency, table: table)),
                      status: try StoredValue.raw(status, table: table), issuedAt: Instant.date(issuedAt),
                      cancelledAt: cancelledAt.map(Instant.date))
    }

    static func insert(_ ticket: Ticket) -> PostgresQuery {
        """
        INSERT INTO tickets (\(unescaped: columns))
        VALUES (\(ticket.id.description), \(ticket.eventID.description), \(ticket.typeID.description), \(ticket.reference),
                \(ticket.holder), \(ticket.email?.value), \(ticket.guestID?.description), \(ticket.price.minorUnits),
                \(ticket.price.currency.code), \(ticket.status.rawValue), \(Instant.milliseconds(ticket.issuedAt)),
                \(ticket.cancelledAt.map(Instant.milliseconds)))
        """
    }
}
