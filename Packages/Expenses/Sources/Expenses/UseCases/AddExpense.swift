public import Domain
import Foundation

/// `rushday expenses add EVENT AMOUNT --category C --payee TEXT --paid-by EMAIL [...]`.
/// Records what a member paid and splits it among members (see `SplitInput`); an amount in
/// another currency is converted once at the rate given and kept with it (see `AmountInput`).
/// The expense gets the next number of the event, chosen inside the write so two processes
/// adding at once never share one.
public struct AddExpense: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddExpenseRequest) async throws(DomainError) -> ExpenseResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let (amount, original) = try AmountInput.amount(request.amount, currency: request.currency, rate: request.rate, event: event)
        let category = try ExpenseFields.category(request.category)
        let payee = try ExpenseFields.payee(request.payee)
        let members = try await Members.of(event, dependencies)
        let paidBy = try members.member(request.paidBy, field: "paid-by")
        let split = try SplitInput.split(request.split ?? .equal, among: request.among, amount: amount, members: members)
        let now = dependencies.clock.now()
        let day = try request.date.map { raw throws(DomainError) in try CalendarDay.parse(raw) } ?? CalendarDay.today(now, in: event.timeZone)
        let note = try ExpenseFields.optional(request.note, field: "note")
        let receipt = try request.receipt.map { upload throws(DomainError) in try ReceiptFiles.check(upload) }
        let id: ExpenseID = dependencies.identifierGenerator.make()
        let files = request.receipt.map { [id: $0.bytes] } ?? [:]
        let draft = AuditDraft("expense.add", event: event.id, at: now)
        let added = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.expenseRepository.changeExpenses(event: event.id, receipts: files) { _, _, expenses in
                let expense = Expense(id: id, eventID: event.id, number: (expenses.map(\.number).max() ?? 0) + 1, amount: amount,
                                      original: original, category: category, payee: payee, day: day, paidBy: paidBy, split: split,
                                      note: note, receipt: receipt?.name, stored: receipt?.stored, createdAt: now, updatedAt: now)
                expenses.append(expense)
                // The number is chosen here, inside the write.
                draft.record(target: String(expense.number), changes: AuditChange.made(expense, ExpenseAudit.fields(members)))
                return expense
            }
        }
        return ExpenseResponse(event: event, expense: ExpenseDetails(added, members: members))
    }
}
