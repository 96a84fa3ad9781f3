public import Domain

extension SQLStore {
    public func budget(of event: EventID) async throws(DomainError) -> [BudgetLine] {
        try await reading { db in try Self.budgetLines(of: event, db) }
    }

    public func expenses(of event: EventID) async throws(DomainError) -> [Expense] {
        try await reading { db in try Self.expenses(of: event, db) }
    }

    /// Under the event's lock (SQLite's write transaction; PostgreSQL's row lock), so two
    /// writers adding expenses at once never take the same number, reads, runs `body` and
    /// writes the difference. The lines are rewritten whole when they changed (an event has a
    /// handful); an expense that changed is deleted and inserted again with its parts (which go
    /// with it through ON DELETE CASCADE), removals first, so a number a removed expense held
    /// may be reused by the same change.
    public func receipt(of expense: ExpenseID) async throws(DomainError) -> [UInt8]? {
        try await reading { db in try db.first("SELECT data FROM expense_receipts WHERE expense_id = \(expense)") { try $0.bytes(0) } }
    }

    /// A receipt's file lives in `expense_receipts`, apart from its expense's row, which a change
    /// deletes and inserts again: so it goes only when its expense is removed or keeps no file,
    /// and is written when `receipts` brings one.
    public func changeExpenses<Outcome: Sendable>(
        event: EventID,
        receipts: [ExpenseID: [UInt8]],
        _ body: @Sendable (Event, inout [BudgetLine], inout [Expense]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            let stored = try Self.lockedEvent(event, db)
            let linesBefore = try Self.budgetLines(of: event, db)
            let before = try Self.expenses(of: event, db)
            var lines = linesBefore
            var expenses = before
            let outcome = try body(stored, &lines, &expenses)
            try Expense.requireValid(expenses, lines, of: event)
            if lines != linesBefore {
                try db.execute("DELETE FROM budget_lines WHERE event_id = \(event)")
                for line in lines { try db.execute(BudgetLineRow.insert(line)) }
            }
            let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
            let after = Dictionary(uniqueKeysWithValues: expenses.map { ($0.id, $0) })
            for expense in before where after[expense.id] != expense {
                try db.execute("DELETE FROM expenses WHERE id = \(expense.id)")
            }
            for expense in expenses where previous[expense.id] != expense {
                try db.execute(ExpenseRow.insert(expense))
                for (position, part) in expense.split.parts.enumerated() {
                    try db.execute(ExpenseShareRow.insert(part, of: expense.id, at: position))
                }
            }
            for expense in before where after[expense.id]?.stored == nil && expense.stored != nil {
                try db.execute("DELETE FROM expense_receipts WHERE expense_id = \(expense.id)")
            }
            for (expense, bytes) in receipts.sorted(by: { $0.key.description < $1.key.description }) where after[expense]?.stored != nil {
                try db.execute("DELETE FROM expense_receipts WHERE expense_id = \(expense)")
                try db.execute("INSERT INTO expense_receipts (expense_id, event_id, data) VALUES (\(expense), \(event), \(ColumnValue.bytes(bytes)))")
            }
            return outcome
        }
    }

    static func budgetLines(of event: EventID, _ db: any SQLExecutor) throws -> [BudgetLine] {
        try db.all("""
            SELECT \(raw: BudgetLineRow.columns) FROM budget_lines WHERE event_id = \(event)
            ORDER BY category\(raw: db.dialect.bytewise)
            """, BudgetLineRow.read)
    }

    /// By number, each with its parts in their places.
    static func expenses(of event: EventID, _ db: any SQLExecutor) throws -> [Expense] {
        var parts: [String: [ExpenseSplit.Part]] = [:]
        try db.forEach("""
            SELECT \(raw: ExpenseShareRow.columns) FROM expense_shares
            JOIN expenses ON expenses.id = expense_shares.expense_id
            WHERE expenses.event_id = \(event) ORDER BY expense_shares.expense_id, expense_shares.position
            """) { row in
            let (expense, part) = try ExpenseShareRow.read(row)
            parts[expense, default: []].append(part)
        }
        return try db.all("SELECT \(raw: ExpenseRow.columns) FROM expenses WHERE event_id = \(event) ORDER BY number") { row in
            try ExpenseRow.read(row, parts: parts)
        }
    }
}
