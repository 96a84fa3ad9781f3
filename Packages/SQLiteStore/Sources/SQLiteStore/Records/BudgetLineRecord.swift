import Domain
import GRDB
import SQLStorage

/// A row of `budget_lines`.
struct BudgetLineRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "budget_lines"

    var eventID: String
    var category: String
    var amountMinor: Int64
    var currency: String
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case eventID = "event_id"
        case category
        case amountMinor = "amount_minor"
        case currency
        case updatedAt = "updated_at"
    }

    init(_ line: BudgetLine) {
        eventID = line.eventID.description
        category = line.category.value
        amountMinor = line.amount.minorUnits
        currency = line.amount.currency.code
        updatedAt = Instant.milliseconds(line.updatedAt)
    }

    func line() throws(CorruptRow) -> BudgetLine {
        let table = Self.databaseTableName
        return BudgetLine(eventID: try StoredValue.identifier(eventID, table: table), category: try StoredValue.handle(category, table: table),
                          amount: Money(minorUnits: amountMinor, currency: try StoredValue.currency(currency, table: table)),
                          updatedAt: Instant.date(updatedAt))
    }
}
