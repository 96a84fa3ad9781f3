public import Domain
public import Foundation

/// One expense as commands show it: its members named by email, never by id.
public struct ExpenseDetails: Hashable, Sendable {
    public struct Share: Hashable, Sendable {
        public let member: String
        /// The share typed for a split by shares; nil for the other rules.
        public let share: Int64?
        public let amount: Money
    }

    public let number: Int
    public let amount: Money
    public let original: ForeignAmount?
    public let category: String
    public let payee: String
    public let date: String
    public let paidBy: String
    public let split: ExpenseSplit.Rule
    public let shares: [Share]
    public let note: String?
    public let receipt: String?
    /// The receipt's file kept in the store; nil when none is, or only a path.
    public let stored: StoredReceipt?
    public let createdAt: Date
    public let updatedAt: Date

    init(_ expense: Expense, members: Members) {
        number = expense.number
        amount = expense.amount
        original = expense.original
        category = expense.category.value
        payee = expense.payee
        date = expense.day
        paidBy = members.email(expense.paidBy)
        split = expense.split.rule
        shares = expense.split.parts.map { part in
            Share(member: members.email(part.member), share: expense.split.rule == .shares ? part.weight : nil,
                  amount: Money(minorUnits: part.amount, currency: expense.amount.currency))
        }
        note = expense.note
        receipt = expense.receipt
        stored = expense.stored
        createdAt = expense.createdAt
        updatedAt = expense.updatedAt
    }
}
