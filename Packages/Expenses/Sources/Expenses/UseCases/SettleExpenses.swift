public import Domain

/// `rushday expenses settle EVENT`: each person's balance (paid minus owed) and who pays whom
/// to bring every balance to zero (see `SettlementPlan`); people in email order, which also
/// breaks ties, so the same expenses always give the same plan.
public struct SettleExpenses: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExpensesEventRequest) async throws(DomainError) -> SettlementResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let expenses = try await dependencies.expenseRepository.expenses(of: event.id)
        let members = try await Members.of(event, dependencies, naming: expenses)
        var paid: [UserID: Int64] = [:]
        var owed: [UserID: Int64] = [:]
        for expense in expenses {
            paid[expense.paidBy, default: 0] += expense.amount.minorUnits
            for part in expense.split.parts { owed[part.member, default: 0] += part.amount }
        }
        let people = members.ordered(Array(Set(paid.keys).union(owed.keys)))
        let money = { (units: Int64) in Money(minorUnits: units, currency: event.currency) }
        let balances = people.map { person in
            SettlementResponse.Balance(member: members.email(person), paid: money(paid[person] ?? 0), owed: money(owed[person] ?? 0))
        }
        let plan = SettlementPlan.plan(balances.map { ($0.member, $0.net.minorUnits) })
        return SettlementResponse(event: event, balances: balances,
                                  transfers: plan.map { .init(from: $0.from, to: $0.to, amount: money($0.amount)) })
    }
}
