import DesignTokens
import Domain
import Expenses

/// One expense as `expenses show` shows it (amount, converted amount, split, note, receipt),
/// with the ways to edit it and to remove it after a page that asks.
struct ExpensePage {
    let expense: ExpenseResponse

    static func path(_ event: String, _ number: Int) -> String {
        ExpensesRoutes.path(event) + "/\(number)"
    }

    var content: [Node] {
        let event = expense.event.handle.value
        let base = Self.path(event, expense.expense.number)
        return [
            .tag(.h1, text: "Expense #\(expense.expense.number)"),
            .document(ExpensesPresenter.show(expense).document, topHeadingLevel: 2, links: [:]),
            .tag(.nav, [.class("page-links"), .aria(.label, "Expense actions")], [
                Link("Edit", href: base + "/edit").node, .text(" · "), Link("Remove", href: base + "/remove").node,
            ] + (expense.expense.stored == nil ? [] : [.text(" · "), Link("Download the receipt", href: base + "/receipt").node])),
            .tag(.p, [.class("page-links")], [Link("Back to the expenses", href: ExpensesRoutes.path(event) + "/list").node]),
        ]
    }

    static func removal(_ expense: ExpenseResponse, token: Form.Token, error: DomainError? = nil) -> Page {
        let base = path(expense.event.handle.value, expense.expense.number)
        let heading = "Remove expense #\(expense.expense.number), \(expense.expense.amount) to \(expense.expense.payee)?"
        let form = Form(action: base + "/remove", items: [], buttons: [Button("Remove the expense", kind: .danger)], token: token, error: error?.message)
        return Page(title: heading, content: [Confirmation(heading: heading, consequences: [
            "It goes out of the spending, the summary and the settle-up; who owes whom is worked out again without it.",
        ], form: form, back: Link("Keep the expense", href: base)).node], signOutToken: token.value)
    }
}
