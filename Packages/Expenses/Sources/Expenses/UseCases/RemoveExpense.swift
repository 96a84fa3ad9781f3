public import Domain

/// `rushday expenses remove EVENT EXPENSE`: prints the expense as it was. Its number is not
/// given again while a higher one exists.
public struct RemoveExpense: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExpenseReference) async throws(DomainError) -> ExpenseResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let removed = try await dependencies.expenseRepository.changeExpenses(event: event.id) { _, _, expenses throws(DomainError) in
            expenses.remove(at: try ExpenseLookup.index(of: request.expense, in: expenses, event: event))
        }
        let members = try await Members.of(event, dependencies, naming: [removed])
        return ExpenseResponse(event: event, expense: ExpenseDetails(removed, members: members))
    }
}
