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
        // The people named before the write, for the entry's emails: which expense goes is only
        // known inside it, where no account can be looked up.
        let listed = try await dependencies.expenseRepository.expenses(of: event.id)
        let members = try await Members.of(event, dependencies, naming: listed)
        let draft = AuditDraft("expense.remove", event: event.id, at: dependencies.clock.now())
        let removed = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.expenseRepository.changeExpenses(event: event.id) { _, _, expenses throws(DomainError) in
                let gone = expenses.remove(at: try ExpenseLookup.index(of: request.expense, in: expenses, event: event))
                draft.record(target: String(gone.number), changes: ExpenseAudit.removed(gone, members))
                return gone
            }
        }
        return ExpenseResponse(event: event, expense: ExpenseDetails(removed, members: members))
    }
}
