import Domain
import PostgresNIO
import SQLStorage

/// `budget_lines` columns, in the order `BudgetLineRow.read` takes them.
enum BudgetLineRow {
    static let columns = "event_id, category, amount_minor, currency, updated_at"
    private static let table = "budget_lines"

    static func read(_ row: PostgresRow) throws -> BudgetLine {
        let (eventID, category, amount, currency, updatedAt) = try row.decode((String, String, Int64, String, Int64).self)
        return BudgetLine(eventID: try StoredValue.identifier(eventID, table: table),
                          category: try StoredValue.handle(category, table: table),
                          amount: Money(minorUnits: amount, currency: try StoredValue.currency(currency, table: table)),
                          updatedAt: Instant.date(updatedAt))
    }

    static func insert(_ line: BudgetLine) -> PostgresQuery {
        """
        INSERT INTO budget_lines (\(unescaped: columns))
        VALUES (\(line.eventID.description), \(line.category.value), \(line.amount.minorUnits), \(line.amount.currency.code),
                \(Instant.milliseconds(line.updatedAt)))
        """
    }
}
