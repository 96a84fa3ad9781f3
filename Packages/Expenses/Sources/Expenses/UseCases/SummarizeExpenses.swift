public import Domain

/// `rushday expenses summary EVENT`: each category's budget line against what was spent on
/// it (categories with a line or spending, by name), the totals and the cost per head.
public struct SummarizeExpenses: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExpensesEventRequest) async throws(DomainError) -> SummaryResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let lines = try await dependencies.expenseRepository.budget(of: event.id)
        let expenses = try await dependencies.expenseRepository.expenses(of: event.id)
        let heads = try await dependencies.headCounter.heads(of: event.id)
        var spent: [Handle: Int64] = [:]
        for expense in expenses { spent[expense.category, default: 0] += expense.amount.minorUnits }
        let names = Set(lines.map(\.category)).union(spent.keys).sorted { $0.value < $1.value }
        let categories = names.map { name in
            SummaryResponse.Category(category: name.value, budget: lines.first { $0.category == name }?.amount,
                                     spent: Money(minorUnits: spent[name] ?? 0, currency: event.currency))
        }
        return SummaryResponse(event: event, categories: categories,
                               figures: BudgetFigures(event: event, lines: lines, expenses: expenses, heads: heads))
    }
}
