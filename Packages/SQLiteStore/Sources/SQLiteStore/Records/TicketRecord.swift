import Domain
import GRDB
import SQLStorage

/// A row of `tickets`.
struct TicketRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tickets"

    var id: String
    var eventID: String
    var typeID: String
    var reference: String
    var holder: String
    var email: String?
    var guestID: String?
    var priceMinor: Int64
    var currency: String
    var status: String
    var issuedAt: Int64
    var cancelledAt: Int64?

    enum CodingKeys: String, CodingKey, ColumnExpression, CaseIterable {
        case id
        case eventID = "event_id"
        case typeID = "type_id"
        case reference, holder, email
        case guestID = "guest_id"
        case priceMinor = "price_minor"
        case currency, status
        case issuedAt = "issued_at"
        case cancelledAt = "cancelled_at"
    }

    /// Every column, in `CodingKeys` order: the order of `insertArguments`. One prepared
    /// statement for the thousands of tickets one issue may add.
    static let insertSQL: String = {
        let columns = CodingKeys.allCases.map(\.rawValue)
        return "INSERT INTO \(databaseTableName) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
    }()

    var insertArguments: StatementArguments {
        [id, eventID, typeID, reference, holder, email, guestID, priceMinor, currency, status, issuedAt, cancelledAt]
    }

    init(_ ticket: Ticket) {
        id = ticket.id.description
        eventID = ticket.eventID.description
        typeID = ticket.typeID.description
        reference = ticket.reference
        holder = ticket.holder
        email = ticket.email?.value
        guestID = ticket.guestID?.description
        priceMinor = ticket.price.minorUnits
        currency = ticket.price.currency.code
        status = ticket.status.rawValue
        issuedAt = Instant.milliseconds(ticket.issuedAt)
        cancelledAt = ticket.cancelledAt.map(Instant.milliseconds)
    }

    func ticket() throws(CorruptRow) -> Ticket {
        let table = Self.databaseTableName
        return Ticket(id: try StoredValue.identifier(id, table: table), eventID: try StoredValue.identifier(eventID, table: table),
                      typeID: try StoredValue.identifier(typeID, table: table), reference: reference, holder: holder,
                      email: try email.map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
                      guestID: try guestID.map { text throws(CorruptRow) in try StoredValue.identifier(text, table: table) },
                      price: Money(minorUnits: priceMinor, currency: try StoredValue.currency(currency, table: table)),
                      status: try StoredValue.raw(status, table: table), issuedAt: Instant.date(issuedAt),
                      cancelledAt: cancelledAt.map(Instant.date))
    }
}
