import Domain
import Tickets
import WebServer

/// An event's tickets, read-only for now: the same use case and presenter as `tickets list`,
/// filtered by `?type=` and `?status=`.
enum TicketsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Tickets", path: "tickets")
    static let eventTab: EventTab? = tab

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face) { visit, event in
            let status = try visit.request.query["status"].map { try WebQuery.value($0, of: TicketStatus.self, field: "status") }
            let listing = ListTicketsRequest(event: event, type: visit.request.query["type"], status: status)
            return TicketsPresenter.list(try await ListTickets(visit.container).execute(listing))
        }
        return routes
    }
}
