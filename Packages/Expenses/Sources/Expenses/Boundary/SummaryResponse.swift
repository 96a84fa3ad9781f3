public import Domain

/// Budget against spending: per category, in total, and per head.
public struct SummaryResponse: Hashable, Sendable {
    public struct Category: Hashable, Sendable {
        public let category: String
        /// Nil when the category has spending but no budget line.
        public let budget: Money?
        public let spent: Money

        public var remaining: Money? {
            budget.map { Money(minorUnits: $0.minorUnits - spent.minorUnits, currency: spent.currency) }
        }

        public var isOverBudget: Bool { remaining.map { $0.minorUnits < 0 } ?? false }
    }

    public let event: Event
    /// Budget lines and spending, by category name.
    public let categories: [Category]
    public let figures: BudgetFigures
}
