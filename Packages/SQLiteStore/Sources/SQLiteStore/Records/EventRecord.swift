import Domain
import GRDB
import SQLStorage

/// A row of `events`. The budget keeps its own currency beside the event's, so a budget is
/// read back exactly as it was stored even if the two ever differ.
struct EventRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "events"

    var id: String
    var handle: String
    var title: String
    var description: String?
    var startsAt: Int64
    var endsAt: Int64
    var timeZone: String
    var venue: String?
    var capacity: Int?
    var currency: String
    var budgetMinorUnits: Int64?
    var budgetCurrency: String?
    var status: String
    var createdAt: Int64
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression, CaseIterable {
        case id, handle, title, description
        case startsAt = "starts_at"
        case endsAt = "ends_at"
        case timeZone = "time_zone"
        case venue, capacity, currency
        case budgetMinorUnits = "budget_minor_units"
        case budgetCurrency = "budget_currency"
        case status
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    /// Column by column through GRDB's throwing accessors instead of the synthesised Codable
    /// decoder: the same values and errors, without a decoding container per row, which was a
    /// tenth of a 10,000-event list.
    init(row: Row) throws {
        id = try row.decode(forColumn: CodingKeys.id.rawValue)
        handle = try row.decode(forColumn: CodingKeys.handle.rawValue)
        title = try row.decode(forColumn: CodingKeys.title.rawValue)
        description = try row.decode(forColumn: CodingKeys.description.rawValue)
        startsAt = try row.decode(forColumn: CodingKeys.startsAt.rawValue)
        endsAt = try row.decode(forColumn: CodingKeys.endsAt.rawValue)
        timeZone = try row.decode(forColumn: CodingKeys.timeZone.rawValue)
        venue = try row.decode(forColumn: CodingKeys.venue.rawValue)
        capacity = try row.decode(forColumn: CodingKeys.capacity.rawValue)
        currency = try row.decode(forColumn: CodingKeys.currency.rawValue)
        budgetMinorUnits = try row.decode(forColumn: CodingKeys.budgetMinorUnits.rawValue)
        budgetCurrency = try row.decode(forColumn: CodingKeys.budgetCurrency.rawValue)
        status = try row.decode(forColumn: CodingKeys.status.rawValue)
        createdAt = try row.decode(forColumn: CodingKeys.createdAt.rawValue)
        updatedAt = try row.decode(forColumn: CodingKeys.updatedAt.rawValue)
    }

    /// What `update` may change: everything but the identity and the creation instant.
    static let updatableColumns = CodingKeys.allCases.filter { $0 != .id && $0 != .createdAt }.map(\.rawValue)

    init(_ event: Event) {
        id = event.id.description
        handle = event.handle.value
        title = event.title
        description = event.description
        startsAt = Instant.milliseconds(event.startsAt)
        endsAt = Instant.milliseconds(event.endsAt)
        timeZone = event.timeZone.identifier
        venue = event.venue
        capacity = event.capacity
        currency = event.currency.code
        budgetMinorUnits = event.budget?.minorUnits
        budgetCurrency = event.budget?.currency.code
        status = event.status.rawValue
        createdAt = Instant.milliseconds(event.createdAt)
        updatedAt = Instant.milliseconds(event.updatedAt)
    }

    func event() throws(CorruptRow) -> Event {
        let table = Self.databaseTableName
        var budget: Money?
        if let budgetMinorUnits, let budgetCurrency {
            budget = Money(minorUnits: budgetMinorUnits, currency: try StoredValue.currency(budgetCurrency, table: table))
        }
        return Event(id: try StoredValue.identifier(id, table: table),
                     handle: try StoredValue.handle(handle, table: table),
                     title: title, description: description,
                     startsAt: Instant.date(startsAt), endsAt: Instant.date(endsAt),
                     timeZone: try StoredValue.timeZone(timeZone, table: table),
                     venue: venue, capacity: capacity,
                     currency: try StoredValue.currency(currency, table: table),
                     budget: budget, status: try StoredValue.raw(status, table: table),
                     createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }
}
