import Expenses
import WebServer

/// An event's spending against its budget, read-only for now: the same use case and presenter
/// as `expenses summary`.
enum ExpensesRoutes: FeatureRoutes {
    static let eventTab: EventTab? = EventTab(title: "Expenses", path: "expenses")

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/expenses") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            return await WebAnswer.run(visit, page: EventPage.page(event, tab: "expenses", visit: visit)) {
                SummaryPresenter.summary(try await SummarizeExpenses(visit.container).execute(ExpensesEventRequest(event: event)))
            }
        }
        return routes
    }
}
