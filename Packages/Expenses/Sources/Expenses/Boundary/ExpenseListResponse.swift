public import Domain

/// An event's expenses, by number.
public struct ExpenseListResponse: Hashable, Sendable {
    public let event: Event
    public let expenses: [ExpenseDetails]
}
