public import Domain

/// The money of an event in a few numbers, as `summary` totals them and `events show` lists
/// them. The budget is the event's own total when it has one (the lines must fit in it), else
/// what the lines add up to.
public struct BudgetFigures: Hashable, Sendable {
    public let budget: Money?
    public let lines: Money
    public let spent: Money
    public let heads: HeadCount

    public var remaining: Money? {
        budget.map { Money(minorUnits: $0.minorUnits - spent.minorUnits, currency: spent.currency) }
    }

    /// By how much the lines pass the event's own budget; nil when they fit or it has none.
    public let linesOverBudget: Money?

    /// Spent over accepted heads, rounded half-even; nil without any.
    public var costPerHead: Money? { Self.perHead(spent, heads.accepted) }
    /// Spent over checked-in heads, once something counts them.
    public var costPerCheckedInHead: Money? { heads.checkedIn.flatMap { Self.perHead(spent, $0) } }

    init(event: Event, lines: [BudgetLine], expenses: [Expense], heads: HeadCount) {
        let currency = event.currency
        let planned = Money(minorUnits: lines.reduce(0) { $0 + $1.amount.minorUnits }, currency: currency)
        self.lines = planned
        budget = event.budget ?? (lines.isEmpty ? nil : planned)
        spent = Money(minorUnits: expenses.reduce(0) { $0 + $1.amount.minorUnits }, currency: currency)
        self.heads = heads
        linesOverBudget = event.budget.flatMap { cap in
            planned.minorUnits > cap.minorUnits ? Money(minorUnits: planned.minorUnits - cap.minorUnits, currency: currency) : nil
        }
    }

    private static func perHead(_ spent: Money, _ heads: Int) -> Money? {
        guard heads > 0 else { return nil }
        return Money(minorUnits: Int64(HalfEven.divide(Int128(spent.minorUnits), by: Int128(heads))), currency: spent.currency)
    }
}
