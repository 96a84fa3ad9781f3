public import Domain
import Foundation

/// `rushday expenses budget set EVENT CATEGORY AMOUNT`: plans what a category may cost, in the
/// event's currency, replacing the category's line if it has one. Zero keeps a line at zero.
/// The answer says when the lines add up to more than the event's total budget.
public struct SetBudgetLine: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SetBudgetRequest) async throws(DomainError) -> BudgetResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let category = try ExpenseFields.category(request.category)
        let amount = try Money(parsing: request.amount, currency: event.currency, field: "amount")
        let now = dependencies.clock.now()
        let draft = AuditDraft("budget.set", event: event.id, target: category.value, at: now)
        let lines = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.expenseRepository.changeExpenses(event: event.id) { _, lines, _ in
                let before = lines.first { $0.category == category }?.amount
                if let index = lines.firstIndex(where: { $0.category == category }) {
                    lines[index].amount = amount
                    lines[index].updatedAt = now
                } else {
                    lines.append(BudgetLine(eventID: event.id, category: category, amount: amount, updatedAt: now))
                    lines.sort { $0.category.value < $1.category.value }
                }
                // The line as it was in this write: another may have set it since the command looked.
                draft.record(changes: before == amount ? [] : [AuditChange("amount", old: before?.description, new: amount.description)])
                return lines
            }
        }
        return BudgetResponse(event: event, lines: lines)
    }
}
