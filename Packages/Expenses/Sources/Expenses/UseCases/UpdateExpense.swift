public import Domain
import Foundation

/// `rushday expenses update EVENT EXPENSE [any add option]`. Fields not given are kept. A new
/// amount, currency or rate is converted again (an amount typed alone is in the currency the
/// expense was typed in). `--currency` of the event's alone keeps the amount as converted
/// (100 USD at 0.9 stays 90.00 EUR, the amount the books hold) and drops the conversion; a new amount is split again by the expense's rule and parts unless
/// `--split` or `--among` give new ones, so exact parts must then still add up. `""` clears the
/// note and the receipt. The expense is read and changed inside one write, so two updates at
/// once never undo each other. Values equal to the expense's own are nothing to change.
public struct UpdateExpense: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateExpenseRequest) async throws(DomainError) -> ExpenseResponse {
        guard !request.changesNothing else { throw .nothingToChange }
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let listed = try await dependencies.expenseRepository.expenses(of: event.id)
        let members = try await Members.of(event, dependencies, naming: listed)
        let now = dependencies.clock.now()
        var file: (upload: ReceiptUpload, name: String, stored: StoredReceipt)?
        if case let .file(upload) = request.receipt {
            let checked = try ReceiptFiles.check(upload)
            file = (upload, checked.name, checked.stored)
        }
        let chosen = file
        // An expense's id never changes: the file is keyed by the one the number names now.
        let id = listed[try ExpenseLookup.index(of: request.expense, in: listed, event: event)].id
        let files = chosen.map { [id: $0.upload.bytes] } ?? [:]
        let draft = AuditDraft("expense.update", event: event.id, at: now)
        let (updated, dropped) = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.expenseRepository.changeExpenses(event: event.id, receipts: files) { _, _, expenses throws(DomainError) in
                let index = try ExpenseLookup.index(of: request.expense, in: expenses, event: event)
                let before = expenses[index].original
                var updated = try Self.applying(request, to: expenses[index], event: event, members: members)
                switch request.receipt {
                case .file: (updated.receipt, updated.stored) = (chosen?.name, chosen?.stored)
                case .clear: (updated.receipt, updated.stored) = (nil, nil)
                case nil: break
                }
                guard updated != expenses[index] else { throw .nothingToChange }
                draft.record(target: String(updated.number), changes: AuditChange.between(expenses[index], updated, ExpenseAudit.fields(members)))
                expenses[index] = updated
                expenses[index].updatedAt = now
                return (expenses[index], expenses[index].original == nil ? before : nil)
            }
        }
        return ExpenseResponse(event: event, expense: ExpenseDetails(updated, members: members), dropped: dropped)
    }

    private static func applying(_ request: UpdateExpenseRequest, to stored: Expense, event: Event, members: Members) throws(DomainError) -> Expense {
        var expense = stored
        if request.amount == nil, request.rate == nil, request.currency?.uppercased() == event.currency.code {
            expense.original = nil
        } else if request.amount != nil || request.currency != nil || request.rate != nil {
            let typed = expense.original?.amount ?? expense.amount
            let currency = request.currency ?? typed.currency.code
            // A stored rate goes with the stored currency only; the event's currency takes none.
            let rate = request.rate ?? (currency.uppercased() == expense.original?.amount.currency.code ? expense.original?.rate : nil)
            (expense.amount, expense.original) = try AmountInput.amount(request.amount ?? typed.decimalString, currency: currency,
                                                                        rate: rate, event: event)
        }
        if let category = request.category { expense.category = try ExpenseFields.category(category) }
        if let payee = request.payee { expense.payee = try ExpenseFields.payee(payee) }
        if let paidBy = request.paidBy { expense.paidBy = try members.member(paidBy, field: "paid-by") }
        if let date = request.date { expense.day = try CalendarDay.parse(date) }
        expense.note = try ExpenseFields.replacement(request.note, field: "note", current: expense.note)
        if request.split != nil || !request.among.isEmpty {
            let rule = request.split ?? expense.split.rule
            let among = request.among.isEmpty && rule == .equal ? expense.split.parts.map { members.email($0.member) } : request.among
            expense.split = try SplitInput.split(rule, among: among, amount: expense.amount, members: members)
        } else if expense.amount.minorUnits != expense.split.parts.reduce(0, { $0 + $1.amount }) {
            expense.split = try SplitInput.resplit(expense.split, amount: expense.amount)
        }
        return expense
    }
}

extension UpdateExpenseRequest {
    var changesNothing: Bool {
        amount == nil && category == nil && payee == nil && paidBy == nil && split == nil && among.isEmpty && date == nil
            && note == nil && receipt == nil && currency == nil && rate == nil
    }
}
