public import Domain
import PostgresNIO

extension PostgresStore: ExpenseRepository {
    public func budget(of event: EventID) async throws(DomainError) -> [BudgetLine] {
        try await read { connection in try await Self.budgetLines(of: event, on: connection) }
    }

    public func expenses(of event: EventID) async throws(DomainError) -> [Expense] {
        try await read { connection in try await Self.expenses(of: event, on: connection) }
    }

    /// Under the event's row lock (so two machines adding expenses at once never take the same
    /// number), reads, runs `body` and writes the difference. The lines are rewritten whole when
    /// they changed (an event has a handful); an expense that changed is deleted and inserted
    /// again with its parts, removals first, so a number a removed expense held may be reused
    /// by the same change.
    public func changeExpenses<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [BudgetLine], inout [Expense]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await write { connection in
            let stored = try await Self.lockedEvent(event, on: connection)
            let linesBefore = try await Self.budgetLines(of: event, on: connection)
            let before = try await Self.expenses(of: event, on: connection)
            var lines = linesBefore
            var expenses = before
            let outcome = try body(stored, &lines, &expenses)
            try Expense.requireValid(expenses, lines, of: event)
            if lines != linesBefore {
                try await connection.execute("DELETE FROM budget_lines WHERE event_id = \(event.description)")
                for line in lines { try await connection.execute(BudgetLineRow.insert(line)) }
            }
            let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
            let after = Dictionary(uniqueKeysWithValues: expenses.map { ($0.id, $0) })
            for expense in before where after[expense.id] != expense {
                try await connection.execute("DELETE FROM expenses WHERE id = \(expense.id.description)")
            }
            for expense in expenses where previous[expense.id] != expense {
                try await connection.execute(ExpenseRow.insert(expense))
                for (position, part) in expense.split.parts.enumerated() {
                    try await connection.execute(ExpenseShareRow.insert(part, of: expense.id, at: position))
                }
            }
            return outcome
        }
    }

    static func budgetLines(of event: EventID, on connection: PostgresConnection) async throws -> [BudgetLine] {
        try await connection.all("""
            SELECT \(unescaped: BudgetLineRow.columns) FROM budget_lines WHERE event_id = \(event.description)
            ORDER BY category COLLATE "C"
            """, BudgetLineRow.read)
    }

    // Not optimised: Swift 6.3.1's release build crashes (signal 11, LLVM's coroutine
    // splitting) on this function optimised. It only reads.
    @_optimize(none)
    static func expenses(of event: EventID, on connection: PostgresConnection) async throws -> [Expense] {
        let rows = try await connection.all("""
            SELECT \(unescaped: ExpenseRow.columns) FROM expenses WHERE event_id = \(event.description) ORDER BY number
            """, ExpenseRow.read)
        let shares = try await connection.all("""
            SELECT \(unescaped: ExpenseShareRow.columns) FROM expense_shares
            JOIN expenses ON expenses.id = expense_shares.expense_id
            WHERE expenses.event_id = \(event.description) ORDER BY expense_shares.expense_id, expense_shares.position
            """, ExpenseShareRow.read)
        let parts = Dictionary(grouping: shares, by: \.expense).mapValues { $0.map(\.part) }
        return try rows.map { row throws(CorruptRow) in try row.make(parts[row.id] ?? []) }
    }
}
