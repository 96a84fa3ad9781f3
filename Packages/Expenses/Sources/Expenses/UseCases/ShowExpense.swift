public import Domain

/// `rushday expenses show EVENT EXPENSE`.
public struct ShowExpense: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExpenseReference) async throws(DomainError) -> ExpenseResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let expenses = try await dependencies.expenseRepository.expenses(of: event.id)
        let expense = expenses[try ExpenseLookup.index(of: request.expense, in: expenses, event: event)]
        let members = try await Members.of(event, dependencies, naming: [expense])
        return ExpenseResponse(event: event, expense: ExpenseDetails(expense, members: members))
    }
}
