public import Domain

/// An event's budget lines, what they add up to, and by how much that passes the event's total
/// budget (its cap), if it does.
public struct BudgetResponse: Hashable, Sendable {
    public let event: Event
    public let lines: [BudgetLine]
    public let total: Money

    public init(event: Event, lines: [BudgetLine]) {
        self.event = event
        self.lines = lines
        total = Money(minorUnits: lines.reduce(0) { $0 + $1.amount.minorUnits }, currency: event.currency)
    }

    /// How much the lines add up to beyond the event's budget; nil when within it or without one.
    public var overCap: Money? {
        guard let cap = event.budget, total.minorUnits > cap.minorUnits else { return nil }
        return Money(minorUnits: total.minorUnits - cap.minorUnits, currency: event.currency)
    }
}
