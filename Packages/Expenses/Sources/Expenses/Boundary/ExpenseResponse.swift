public import Domain

/// One expense after a command: shown, added, updated or removed (as it was).
public struct ExpenseResponse: Hashable, Sendable {
    public let event: Event
    public let expense: ExpenseDetails
}
