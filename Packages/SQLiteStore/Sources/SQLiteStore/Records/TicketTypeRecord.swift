import Domain
import GRDB
import SQLStorage

/// A row of `ticket_types`.
struct TicketTypeRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ticket_types"

    var id: String
    var eventID: String
    var number: Int
    var handle: String
    var name: String
    var priceMinor: Int64
    var currency: String
    var quota: Int?
    var pool: String?
    var salesOpen: Int64?
    var salesClose: Int64?
    var maxPerIssue: Int
    var createdAt: Int64
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case eventID = "event_id"
        case number, handle, name
        case priceMinor = "price_minor"
        case currency, quota, pool
        case salesOpen = "sales_open"
        case salesClose = "sales_close"
        case maxPerIssue = "max_per_issue"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(_ type: TicketType) {
        id = type.id.description
        eventID = type.eventID.description
        number = type.number
        handle = type.handle.value
        name = type.name
        priceMinor = type.price.minorUnits
        currency = type.price.currency.code
        quota = type.quota
        pool = type.pool?.value
        salesOpen = type.salesOpen.map(Instant.milliseconds)
        salesClose = type.salesClose.map(Instant.milliseconds)
        maxPerIssue = type.maxPerIssue
        createdAt = Instant.milliseconds(type.createdAt)
        updatedAt = Instant.milliseconds(type.updatedAt)
    }

    func ticketType() throws(CorruptRow) -> TicketType {
        let table = Self.databaseTableName
        return TicketType(id: try StoredValue.identifier(id, table: table), eventID: try StoredValue.identifier(eventID, table: table),
                          number: number, handle: try StoredValue.handle(handle, table: table), name: name,
                          price: Money(minorUnits: priceMinor, currency: try StoredValue.currency(currency, table: table)),
                          quota: quota, pool: try pool.map { text throws(CorruptRow) in try StoredValue.handle(text, table: table) },
                          salesOpen: salesOpen.map(Instant.date), salesClose: salesClose.map(Instant.date), maxPerIssue: maxPerIssue,
                          createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }
}
