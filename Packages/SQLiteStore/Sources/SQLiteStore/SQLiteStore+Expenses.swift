public import Domain
import GRDB

extension SQLiteStore: ExpenseRepository {
    public func budget(of event: EventID) async throws(DomainError) -> [BudgetLine] {
        let key = event.description
        return try await read { db in try Self.budgetLines(of: key, in: db).map { record throws(CorruptRow) in try record.line() } }
    }

    public func expenses(of event: EventID) async throws(DomainError) -> [Expense] {
        let key = event.description
        return try await read { db in try Self.expenses(of: key, in: db) }
    }

    /// Reads, runs `body` and writes the difference inside one IMMEDIATE transaction. The
    /// lines are rewritten whole when they changed (an event has a handful); an expense that
    /// changed is deleted and inserted again with its parts, removals first, so a number a
    /// removed expense held may be reused by the same change.
    public func changeExpenses<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [BudgetLine], inout [Expense]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        let key = event.description
        return try await write { db in
            guard let stored = try EventRecord.fetchOne(db, key: key)?.event() else { throw DomainError.eventMissing(event) }
            let linesBefore = try Self.budgetLines(of: key, in: db).map { record throws(CorruptRow) in try record.line() }
            let before = try Self.expenses(of: key, in: db)
            var lines = linesBefore
            var expenses = before
            let outcome = try body(stored, &lines, &expenses)
            try Expense.requireValid(expenses, lines, of: event)
            if lines != linesBefore {
                _ = try BudgetLineRecord.filter(BudgetLineRecord.CodingKeys.eventID == key).deleteAll(db)
                for line in lines { try BudgetLineRecord(line).insert(db) }
            }
            let previous = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
            let after = Dictionary(uniqueKeysWithValues: expenses.map { ($0.id, $0) })
            for expense in before where after[expense.id] != expense {
                _ = try ExpenseRecord.deleteOne(db, key: expense.id.description)
            }
            for expense in expenses where previous[expense.id] != expense {
                try ExpenseRecord(expense).insert(db)
                for (position, part) in expense.split.parts.enumerated() {
                    try ExpenseShareRecord(part, of: expense.id, at: position).insert(db)
                }
            }
            return outcome
        }
    }

    static func budgetLines(of event: String, in db: Database) throws -> [BudgetLineRecord] {
        try BudgetLineRecord.filter(BudgetLineRecord.CodingKeys.eventID == event).order(BudgetLineRecord.CodingKeys.category).fetchAll(db)
    }

    static func expenses(of event: String, in db: Database) throws -> [Expense] {
        let records = try ExpenseRecord.filter(ExpenseRecord.CodingKeys.eventID == event).order(ExpenseRecord.CodingKeys.number).fetchAll(db)
        let shares = try ExpenseShareRecord.fetchAll(db, sql: """
            SELECT s.* FROM expense_shares s JOIN expenses e ON e.id = s.expense_id
            WHERE e.event_id = ? ORDER BY s.expense_id, s.position
            """, arguments: [event])
        let byExpense = Dictionary(grouping: shares, by: \.expenseID)
        return try records.map { record throws(CorruptRow) in try record.expense(parts: byExpense[record.id] ?? []) }
    }
}
