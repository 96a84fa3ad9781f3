import Domain
import GRDB

/// A row of `expense_shares`: one member's part of an expense, at its place in the split.
struct ExpenseShareRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "expense_shares"

    var expenseID: String
    var position: Int
    var member: String
    var weight: Int64
    var amountMinor: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case expenseID = "expense_id"
        case position, member, weight
        case amountMinor = "amount_minor"
    }

    init(_ part: ExpenseSplit.Part, of expense: ExpenseID, at position: Int) {
        expenseID = expense.description
        self.position = position
        member = part.member.description
        weight = part.weight
        amountMinor = part.amount
    }

    func part() throws(CorruptRow) -> ExpenseSplit.Part {
        ExpenseSplit.Part(member: try StoredValue.identifier(member, table: Self.databaseTableName), weight: weight, amount: amountMinor)
    }
}
