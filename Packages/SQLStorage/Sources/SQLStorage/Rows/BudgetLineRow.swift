import Domain

/// A row of `budget_lines`, in the order `read` takes its columns.
enum BudgetLineRow {
    static let table = "budget_lines"
    static let columns = "event_id, category, amount_minor, currency, updated_at"

    static func read(_ row: any SQLRow) throws -> BudgetLine {
        BudgetLine(eventID: try StoredValue.identifier(try row.text(0), table: table),
                   category: try StoredValue.handle(try row.text(1), table: table),
                   amount: Money(minorUnits: try row.integer(2), currency: try StoredValue.currency(try row.text(3), table: table)),
                   updatedAt: Instant.date(try row.integer(4)))
    }

    static func insert(_ line: BudgetLine) -> SQL {
        """
        INSERT INTO budget_lines (\(raw: columns))
        VALUES (\(line.eventID), \(line.category), \(line.amount.minorUnits), \(line.amount.currency.code),
                \(Instant.milliseconds(line.updatedAt)))
        """
    }
}
