public import Domain

/// `rushday expenses budget show EVENT`: the lines, their total, and the event's cap.
public struct ShowBudget: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExpensesEventRequest) async throws(DomainError) -> BudgetResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        return BudgetResponse(event: event, lines: try await dependencies.expenseRepository.budget(of: event.id))
    }
}
