/// What `rushday expenses list EVENT [--category C]` asks.
public struct ListExpensesRequest: Hashable, Sendable {
    public var event: String
    public var category: String?

    public init(event: String, category: String? = nil) {
        self.event = event
        self.category = category
    }
}
