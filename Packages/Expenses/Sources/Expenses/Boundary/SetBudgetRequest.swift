/// What `rushday expenses budget set EVENT CATEGORY AMOUNT` asks.
public struct SetBudgetRequest: Hashable, Sendable {
    public var event: String
    public var category: String
    public var amount: String

    public init(event: String, category: String, amount: String) {
        self.event = event
        self.category = category
        self.amount = amount
    }
}
