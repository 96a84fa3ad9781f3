import DesignTokens
import Domain
import Expenses
public import WebServer

/// An event's spending against its budget (`expenses summary`), with the ways to the list of
/// expenses (`expenses list`, each leading to its page), the budget lines (`expenses budget`),
/// the settle-up (`expenses settle`: who pays whom) and the add form (`ExpenseRoutes`). Money
/// matters: staff are refused every page, as at the terminal.
public enum ExpensesRoutes: FeatureRoutes {
    static let tab = EventTab(title: "Expenses", path: "expenses", permission: .expenses)
    public static let eventTabs = [tab]

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/expenses"
    }

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face, actions: { event, _ in [ways(event)] }, notice: { request in
            request.query["done"] == "removed" ? "The expense is removed." : nil
        }) { visit, event in
            SummaryPresenter.summary(try await SummarizeExpenses(visit.container).execute(ExpensesEventRequest(event: event)))
        }
        routes.get("/events/:event/expenses/list") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: tab.path, visit: visit)
            let filter = ListFilter(request: request)
            let filters = filter.form([Field("category", label: "Category", .text(request.query["category"] ?? ""), autocomplete: "off")])
            let csv: Node = .tag(.p, [.class("page-links")], [Link("Download as CSV", href: ListFilter.href(path(event) + "/list", request.query.merging(["format": "csv"]) { $1 })).node])
            return await WebAnswer.run(visit, links: ["#": { ExpensePage.path(event, Int($0) ?? 0) }], page: { frame([ways(event), filters] + $0 + [csv]) }) {
                ExpensesPresenter.list(try await ListExpenses(visit.container).execute(ListExpensesRequest(event: event, category: filter.given("category"))))
            }
        }
        routes.get("/events/:event/expenses/settle") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: tab.path, visit: visit)
            return await WebAnswer.run(visit, page: { frame([ways(event)] + $0) }) {
                SettlementPresenter.settle(try await SettleExpenses(visit.container).execute(ExpensesEventRequest(event: event)))
            }
        }
        routes.add(ExpenseRoutes.routes(face))
        return routes
    }

    /// The expenses' pages, linked from each of them.
    static func ways(_ event: String) -> Node {
        .tag(.p, [.class("page-links")], [
            Link("Add an expense", href: ExpenseRoutes.newPath(event)).node, .text(" · "),
            Link("Summary", href: path(event)).node, .text(" · "),
            Link("All expenses", href: path(event) + "/list").node, .text(" · "),
            Link("Budget", href: path(event) + "/budget").node, .text(" · "),
            Link("Settle up", href: path(event) + "/settle").node,
        ])
    }
}
