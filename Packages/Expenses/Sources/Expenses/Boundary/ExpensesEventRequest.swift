/// A command about one event's money as a whole: `budget show`, `summary`, `settle`.
public struct ExpensesEventRequest: Hashable, Sendable {
    public var event: String

    public init(event: String) {
        self.event = event
    }
}
