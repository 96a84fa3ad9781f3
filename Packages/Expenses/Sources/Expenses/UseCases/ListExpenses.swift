public import Domain

/// `rushday expenses list EVENT [--category C]`: by number.
public struct ListExpenses: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListExpensesRequest) async throws(DomainError) -> ExpenseListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let category = try request.category.map { raw throws(DomainError) in try ExpenseFields.category(raw) }
        let expenses = try await dependencies.expenseRepository.expenses(of: event.id).filter { category == nil || $0.category == category }
        let members = try await Members.of(event, dependencies, naming: expenses)
        return ExpenseListResponse(event: event, expenses: expenses.map { ExpenseDetails($0, members: members) })
    }
}
