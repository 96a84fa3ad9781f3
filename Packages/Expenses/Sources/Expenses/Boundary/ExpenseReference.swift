/// One expense of one event: `EXPENSE` is its number, as `expenses list` shows it.
public struct ExpenseReference: Hashable, Sendable {
    public var event: String
    public var expense: String

    public init(event: String, expense: String) {
        self.event = event
        self.expense = expense
    }
}
