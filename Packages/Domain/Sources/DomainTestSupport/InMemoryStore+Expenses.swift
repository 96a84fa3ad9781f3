public import Domain
import Foundation

/// Budget lines and expenses by event.
struct ExpenseTable: InMemoryTable {
    var lines: [EventID: [BudgetLine]] = [:]
    var expenses: [EventID: [Expense]] = [:]
    /// Receipts' files, by expense.
    var receipts: [ExpenseID: [UInt8]] = [:]
}

/// A deleted event's lines and expenses are never read again, as the real stores' cascades
/// take them: reads answer only for events that exist, so deleting an event needs no line here.
extension InMemoryTables {
    func budget(of event: EventID) -> [BudgetLine] {
        guard self.event(event) != nil else { return [] }
        return (self[ExpenseTable.self].lines[event] ?? []).sorted { $0.category.value < $1.category.value }
    }

    func expenses(of event: EventID) -> [Expense] {
        guard self.event(event) != nil else { return [] }
        return (self[ExpenseTable.self].expenses[event] ?? []).sorted { $0.number < $1.number }
    }
}

extension InMemoryStore: ExpenseRepository {
    public func budget(of event: EventID) -> [BudgetLine] {
        tables.budget(of: event)
    }

    public func expenses(of event: EventID) -> [Expense] {
        tables.expenses(of: event)
    }

    public func receipt(of expense: ExpenseID) -> [UInt8]? {
        tables[ExpenseTable.self].receipts[expense]
    }

    public func changeExpenses<Outcome: Sendable>(
        event: EventID,
        receipts: [ExpenseID: [UInt8]],
        _ body: @Sendable (Event, inout [BudgetLine], inout [Expense]) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            var lines = tables.budget(of: event)
            var expenses = tables.expenses(of: event)
            let outcome = try body(stored, &lines, &expenses)
            try Expense.requireValid(expenses, lines, of: event)
            tables[ExpenseTable.self].lines[event] = lines.map(\.storedForm)
            let before = tables.expenses(of: event)
            tables[ExpenseTable.self].expenses[event] = expenses.map(\.storedForm)
            let kept = Set(expenses.filter { $0.stored != nil }.map(\.id))
            for expense in before where !kept.contains(expense.id) { tables[ExpenseTable.self].receipts[expense.id] = nil }
            for (expense, bytes) in receipts where kept.contains(expense) { tables[ExpenseTable.self].receipts[expense] = bytes }
            return outcome
        }
    }
}

extension BudgetLine {
    var storedForm: BudgetLine {
        BudgetLine(eventID: eventID, category: category, amount: amount, updatedAt: updatedAt.stored)
    }
}

extension Expense {
    fileprivate var storedForm: Expense {
        Expense(id: id, eventID: eventID, number: number, amount: amount, original: original, category: category,
                payee: payee, day: day, paidBy: paidBy, split: split, note: note, receipt: receipt, stored: stored,
                createdAt: createdAt.stored, updatedAt: updatedAt.stored)
    }
}
