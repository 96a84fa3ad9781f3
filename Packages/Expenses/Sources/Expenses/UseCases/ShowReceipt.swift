public import Domain

/// `rushday expenses receipt EVENT EXPENSE --output FILE`, and a page's download: the receipt's
/// file as it was given. An expense without one, or with a path only (kept before files were),
/// is refused saying which.
public struct ShowReceipt: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExpenseReference) async throws(DomainError) -> ReceiptResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let expenses = try await dependencies.expenseRepository.expenses(of: event.id)
        let expense = expenses[try ExpenseLookup.index(of: request.expense, in: expenses, event: event)]
        guard let stored = expense.stored, let bytes = try await dependencies.expenseRepository.receipt(of: expense.id) else {
            let what = expense.receipt.map { "only the path \(UserText.quoted($0)), not its file, which is wherever that path is" } ?? "no receipt"
            throw .notFound(field: "expense", message: "expense #\(expense.number) of '\(event.handle)' has \(what)")
        }
        return ReceiptResponse(event: event, number: expense.number, name: expense.receipt ?? "receipt", contentType: stored.contentType, bytes: bytes)
    }
}
