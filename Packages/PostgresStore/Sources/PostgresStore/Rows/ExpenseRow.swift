import Domain
import PostgresNIO
import SQLStorage

/// `expenses` columns, in the order `ExpenseRow.read` takes them; the parts of each expense's
/// split are rows of `expense_shares` (`ExpenseShareRow`).
enum ExpenseRow {
    static let columns = """
        id, event_id, number, amount_minor, currency, original_minor, original_currency, rate, category, payee, \
        day, paid_by, split, note, receipt, created_at, updated_at
        """
    private static let table = "expenses"

    /// The expense's id, and how to make it once its parts are read.
    static func read(_ row: PostgresRow) throws -> (id: String, make: ([ExpenseSplit.Part]) throws(CorruptRow) -> Expense) {
        let (id, eventID, number, amount, currency, originalMinor, originalCurrency, rate, category, payee, day, paidBy,
             split, note, receipt, createdAt, updatedAt) =
            try row.decode((String, String, Int64, Int64, String, Int64?, String?, String?, String, String, String, String,
                            String, String?, String?, Int64, Int64).self)
        return (id, { parts throws(CorruptRow) in
            var original: ForeignAmount?
            switch (originalMinor, originalCurrency, rate) {
            case let (minor?, code?, rate?):
                original = ForeignAmount(amount: Money(minorUnits: minor, currency: try StoredValue.currency(code, table: table)),
                                         rate: rate)
            case (nil, nil, nil):
                original = nil
            default:
                throw CorruptRow(table: table, detail: "expense \(id) has only part of its original amount, currency and rate")
            }
            return Expense(id: try StoredValue.identifier(id, table: table),
                           eventID: try StoredValue.identifier(eventID, table: table), number: Int(number),
                           amount: Money(minorUnits: amount, currency: try StoredValue.currency(currency, table: table)),
                           original: original, category: try StoredValue.handle(category, table: table), payee: payee,
                           day: day, paidBy: try StoredValue.identifier(paidBy, table: table),
                           split: ExpenseSplit(rule: try StoredValue.raw(split, table: table), parts: parts),
                           note: note, receipt: receipt, createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
        })
    }

    static func insert(_ expense: Expense) -> PostgresQuery {
        """
        INSERT INTO expenses (\(unescaped: columns))
        VALUES (\(expense.id.description), \(expense.eventID.description), \(Int64(expense.number)),
                \(expense.amount.minorUnits), \(expense.amount.currency.code), \(expense.original?.amount.minorUnits),
                \(expense.original?.amount.currency.code), \(expense.original?.rate), \(expense.category.value),
                \(expense.payee), \(expense.day), \(expense.paidBy.description), \(expense.split.rule.rawValue),
                \(expense.note), \(expense.receipt), \(Instant.milliseconds(expense.createdAt)),
                \(Instant.milliseconds(expense.updatedAt)))
        """
    }
}

/// `expense_shares` columns: one member's part of an expense, at its place in the split.
enum ExpenseShareRow {
    static let columns = "expense_shares.expense_id, expense_shares.member, expense_shares.weight, expense_shares.amount_minor"

    static func read(_ row: PostgresRow) throws -> (expense: String, part: ExpenseSplit.Part) {
        let (expense, member, weight, amount) = try row.decode((String, String, Int64, Int64).self)
        return (expense, ExpenseSplit.Part(member: try StoredValue.identifier(member, table: "expense_shares"),
                                           weight: weight, amount: amount))
    }

    static func insert(_ part: ExpenseSplit.Part, of expense: ExpenseID, at position: Int) -> PostgresQuery {
        """
        INSERT INTO expense_shares (expense_id, position, member, weight, amount_minor)
        VALUES (\(expense.description), \(Int64(position)), \(part.member.description), \(part.weight), \(part.amount))
        """
    }
}
