import DesignTokens
import Domain
import Events
import Expenses
import WebServer

/// Expenses themselves in the organiser's browser, from the same use cases as the commands:
/// the add form with its split editor (`/events/EVENT/new-expense`, `expenses add`), an
/// expense's page (`expenses show`), its edit form (`expenses update`) and its removal after a
/// page that asks (`expenses remove`), and the budget lines (`expenses budget show | set`). A
/// refusal is drawn beside its field (a split that does not add up beside the split) with what
/// was typed kept; staff are refused every page.
enum ExpenseRoutes {
    static func newPath(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/new-expense"
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/new-expense", face) { request, visit throws(DomainError) in
            try await formPage(request, visit)
        }
        forms.post("/events/:event/new-expense", face, uploads: ReceiptUploads.uploads(face)) { request, visit throws(DomainError) in
            let asked = try ExpenseForm.addition(request.form, event: request.parameters["event"] ?? "", receipt: try ReceiptUploads.posted(request))
            let added = try await AddExpense(visit.container).execute(asked)
            return ExpensePage.path(added.event.handle.value, added.expense.number) + "?done=added"
        } redraw: { request, visit, error throws(DomainError) in
            try await formPage(request, visit, error: error)
        }
        routes.page("/events/:event/expenses/budget", face) { request, visit throws(DomainError) in
            try await budgetPage(request, visit)
        }
        forms.post("/events/:event/expenses/budget", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let set = try await SetBudgetLine(visit.container).execute(SetBudgetRequest(event: event, category: request.form["category"] ?? "",
                                                                                        amount: request.form["amount"] ?? ""))
            return ExpensesRoutes.path(set.event.handle.value) + "/budget?done=set"
        } redraw: { request, visit, error throws(DomainError) in
            try await budgetPage(request, visit, error: error)
        }
        routes.page("/events/:event/expenses/:expense", face) { request, visit throws(DomainError) in
            let said = ["added": "The expense is added.", "updated": "The expense is saved.", "unchanged": "Nothing to change: the expense is as it was."]
            let shown = try await ShowExpense(visit.container).execute(reference(request))
            let page = ExpensePage(expense: shown)
            return await EventPage.page(request.parameters["event"] ?? "", tab: ExpensesRoutes.tab.path, visit: visit,
                                        notice: request.query["done"].flatMap { said[$0] }.map { Notice($0) })(page.content)
        }
        routes.page("/events/:event/expenses/:expense/edit", face) { request, visit throws(DomainError) in
            try await formPage(request, visit, editing: try await ShowExpense(visit.container).execute(reference(request)).expense)
        }
        forms.post("/events/:event/expenses/:expense/edit", face, uploads: ReceiptUploads.uploads(face)) { request, visit throws(DomainError) in
            let (event, expense) = (request.parameters["event"] ?? "", request.parameters["expense"] ?? "")
            let asked = try ExpenseForm.change(request.form, event: event, expense: expense, receipt: try ReceiptUploads.posted(request))
            do throws(DomainError) {
                let updated = try await UpdateExpense(visit.container).execute(asked)
                return ExpensePage.path(updated.event.handle.value, updated.expense.number) + "?done=updated"
            } catch where error == .nothingToChange {
                return ExpensesRoutes.path(event) + "/" + EventPage.segment(expense) + "?done=unchanged"
            }
        } redraw: { request, visit, error throws(DomainError) in
            try await formPage(request, visit, editing: try await ShowExpense(visit.container).execute(reference(request)).expense, error: error)
        }
        routes.get("/events/:event/expenses/:expense/receipt") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                return visit.finish(ReceiptUploads.download(try await ShowReceipt(visit.container).execute(reference(request))))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.page("/events/:event/expenses/:expense/remove", face) { request, visit throws(DomainError) in
            ExpensePage.removal(try await ShowExpense(visit.container).execute(reference(request)), token: visit.token)
        }
        forms.post("/events/:event/expenses/:expense/remove", face) { request, visit throws(DomainError) in
            let removed = try await RemoveExpense(visit.container).execute(reference(request))
            return ExpensesRoutes.path(removed.event.handle.value) + "?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            ExpensePage.removal(try await ShowExpense(visit.container).execute(reference(request)), token: visit.token, error: error)
        }
        routes.add(forms)
        return routes
    }

    private static func reference(_ request: WebRequest) -> ExpenseReference {
        ExpenseReference(event: request.parameters["event"] ?? "", expense: request.parameters["expense"] ?? "")
    }

    /// The add form, or the edit form of `editing`; refused to staff as its post is.
    private static func formPage(_ request: WebRequest, _ visit: Visit, editing: ExpenseDetails? = nil,
                                 error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .expenses)
        let members = try await ListMembers(visit.container).execute(EventReference(event: event)).members
        let payer = try? await visit.container.currentUser.requireUser().email.value
        let form = ExpenseForm(members: members.map { (email: $0.email.value, name: $0.displayName) }, event: opened, expense: editing, payer: payer,
                               values: error == nil ? [:] : request.form, error: error)
        let action = editing.map { ExpensePage.path(opened.handle.value, $0.number) + "/edit" } ?? newPath(event)
        let heading = editing.map { "Edit expense #\($0.number)" } ?? "Add an expense"
        return await EventPage.page(event, tab: ExpensesRoutes.tab.path, visit: visit)([
            .tag(.h1, text: heading),
            Form(action: action, items: form.items + form.clearing, buttons: [Button(editing == nil ? "Add the expense" : "Save the expense")], token: visit.token,
                 error: form.unplaced, hidden: form.hidden).node,
            ExpensesRoutes.ways(event),
        ])
    }

    private static func budgetPage(_ request: WebRequest, _ visit: Visit, error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let budget = try await ShowBudget(visit.container).execute(ExpensesEventRequest(event: event))
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let typed = error == nil ? [:] : request.form
        let form = Form(action: ExpensesRoutes.path(event) + "/budget", items: [
            .field(Field("category", label: "Category", .text(typed["category"] ?? ""), hint: "Setting a category again replaces its line.",
                         error: about("category"), required: true, autocomplete: "off")),
            .field(Field("amount", label: "Budget line", .money(typed["amount"] ?? "", currency: budget.event.currency.code), error: about("amount"),
                         required: true)),
        ], buttons: [Button("Set the line")], token: visit.token, error: ["category", "amount"].contains(error?.field ?? "") ? nil : error?.message)
        let notice = request.query["done"] == "set" ? Notice("The budget line is set.") : nil
        return await EventPage.page(event, tab: ExpensesRoutes.tab.path, visit: visit, notice: notice)([
            .document(BudgetPresenter.show(budget).document, topHeadingLevel: 1, links: [:]),
            .tag(.section, [.class("card")], [.tag(.h2, text: "Set a budget line"), form.node]),
            ExpensesRoutes.ways(event),
        ])
    }
}
