// Modelled for a feature still to come; no store implements it yet.
public protocol ExpenseRepository: Sendable {
    func save(_ expense: Expense) async throws(DomainError)
    func find(id: ExpenseID) async throws(DomainError) -> Expense?
    func list(event: EventID) async throws(DomainError) -> [Expense]
    func delete(_ id: ExpenseID) async throws(DomainError)
}
