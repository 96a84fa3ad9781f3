import Domain

/// A row of `expenses`, in the order `read` takes its columns; the parts of each expense's
/// split are rows of `expense_shares` (`ExpenseShareRow`).
enum ExpenseRow {
    static let table = "expenses"
    static let columns = """
        id, event_id, number, amount_minor, currency, original_minor, original_currency, rate, category, payee, \
        day, paid_by, split, note, receipt, created_at, updated_at, receipt_type, receipt_size
        """

    /// The expense, its split made of `parts`: the parts of each expense by its id.
    static func read(_ row: any SQLRow, parts: [String: [ExpenseSplit.Part]]) throws -> Expense {
        let id = try row.text(0)
        var original: ForeignAmount?
        switch (try row.optionalInteger(5), try row.optionalText(6), try row.optionalText(7)) {
        case let (minor?, code?, rate?):
            original = ForeignAmount(amount: Money(minorUnits: minor, currency: try StoredValue.currency(code, table: table)), rate: rate)
        case (nil, nil, nil):
            original = nil
        default:
            throw CorruptRow(table: table, detail: "expense \(id) has only part of its original amount, currency and rate")
        }
        return Expense(id: try StoredValue.identifier(id, table: table),
                       eventID: try StoredValue.identifier(try row.text(1), table: table), number: Int(try row.integer(2)),
                       amount: Money(minorUnits: try row.integer(3), currency: try StoredValue.currency(try row.text(4), table: table)),
                       original: original, category: try StoredValue.handle(try row.text(8), table: table),
                       payee: try row.text(9), day: try row.text(10),
                       paidBy: try StoredValue.identifier(try row.text(11), table: table),
                       split: ExpenseSplit(rule: try StoredValue.raw(try row.text(12), table: table), parts: parts[id] ?? []),
                       note: try row.optionalText(13), receipt: try row.optionalText(14), stored: try stored(row),
                       createdAt: Instant.date(try row.integer(15)), updatedAt: Instant.date(try row.integer(16)))
    }

    private static func stored(_ row: any SQLRow) throws -> StoredReceipt? {
        guard let type = try row.optionalText(17) else { return nil }
        return StoredReceipt(contentType: type, size: Int(try row.optionalInteger(18) ?? 0))
    }

    static func insert(_ expense: Expense) -> SQL {
        """
        INSERT INTO expenses (\(raw: columns))
        VALUES (\(expense.id), \(expense.eventID), \(expense.number), \(expense.amount.minorUnits),
                \(expense.amount.currency.code), \(expense.original?.amount.minorUnits), \(expense.original?.amount.currency.code),
                \(expense.original?.rate), \(expense.category), \(expense.payee), \(expense.day), \(expense.paidBy),
                \(expense.split.rule.rawValue), \(expense.note), \(expense.receipt), \(Instant.milliseconds(expense.createdAt)),
                \(Instant.milliseconds(expense.updatedAt)), \(expense.stored?.contentType), \(expense.stored.map { Int64($0.size) }))
        """
    }
}

/// A row of `expense_shares`: one member's part of an expense, at its place in the split.
enum ExpenseShareRow {
    static let table = "expense_shares"
    static let columns = "expense_shares.expense_id, expense_shares.member, expense_shares.weight, expense_shares.amount_minor"

    static func read(_ row: any SQLRow) throws -> (expense: String, part: ExpenseSplit.Part) {
        (try row.text(0), ExpenseSplit.Part(member: try StoredValue.identifier(try row.text(1), table: table),
                                            weight: try row.integer(2), amount: try row.integer(3)))
    }

    static func insert(_ part: ExpenseSplit.Part, of expense: ExpenseID, at position: Int) -> SQL {
        """
        INSERT INTO expense_shares (expense_id, position, member, weight, amount_minor)
        VALUES (\(expense), \(position), \(part.member), \(part.weight), \(part.amount))
        """
    }
}
