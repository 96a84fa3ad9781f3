import Expenses
public import WebServer

/// An event's spending against its budget, read-only for now: the same use case and presenter
/// as `expenses summary`.
public enum ExpensesRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Expenses", path: "expenses", permission: .expenses)
    public static let eventTabs = [tab]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face) { visit, event in
            SummaryPresenter.summary(try await SummarizeExpenses(visit.container).execute(ExpensesEventRequest(event: event)))
        }
        return routes
    }
}
