/// Each event's budget lines and expenses. Rules about them (splits, conversion, who may do
/// what) live in the Expenses feature; the store makes each change atomic.
public protocol ExpenseRepository: Sendable {
    /// The event's budget lines, by category.
    func budget(of event: EventID) async throws(DomainError) -> [BudgetLine]
    /// The event's expenses, by number.
    func expenses(of event: EventID) async throws(DomainError) -> [Expense]

    /// The bytes of an expense's receipt file; nil when none is kept.
    func receipt(of expense: ExpenseID) async throws(DomainError) -> [UInt8]?

    /// Reads the event, its budget lines and its expenses inside ONE write transaction, lets
    /// `body` change the lists, and stores what changed before anyone else may write, so two
    /// processes adding expenses at once never take the same number. An error from `body`
    /// changes nothing. A missing event throws `.eventMissing`; two expenses of the event with
    /// one number throw `.expenseNumberTaken`, two lines of one category `.budgetCategoryTaken`.
    /// In the same transaction the receipts' files follow: `receipts` are kept for their
    /// expenses (replacing any before), and the file of an expense removed, or left with no
    /// `stored` receipt, goes.
    func changeExpenses<Outcome: Sendable>(
        event: EventID,
        receipts: [ExpenseID: [UInt8]],
        _ body: @Sendable (Event, inout [BudgetLine], inout [Expense]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome
}

extension ExpenseRepository {
    /// A change that brings no receipt file.
    public func changeExpenses<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [BudgetLine], inout [Expense]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await changeExpenses(event: event, receipts: [:], body)
    }
}

extension Expense {
    /// What every store checks before writing an event's lists: one expense per number, one
    /// line per category, all of this event.
    public static func requireValid(_ expenses: [Expense], _ lines: [BudgetLine], of event: EventID) throws(DomainError) {
        guard expenses.allSatisfy({ $0.eventID == event }), lines.allSatisfy({ $0.eventID == event }) else {
            throw .referenceMissing
        }
        var numbers = Set<Int>()
        for expense in expenses where !numbers.insert(expense.number).inserted {
            throw .expenseNumberTaken(expense.number)
        }
        var categories = Set<Handle>()
        for line in lines where !categories.insert(line.category).inserted {
            throw .budgetCategoryTaken(line.category)
        }
    }
}
