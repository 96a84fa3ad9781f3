import Domain
import Tickets
import WebServer

/// An event's tickets, read-only for now: the same use case and presenter as `tickets list`.
enum TicketsRoutes: FeatureRoutes {
    static let eventTab: EventTab? = EventTab(title: "Tickets", path: "tickets")

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/tickets") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            return await WebAnswer.run(visit, page: EventPage.page(event, tab: "tickets", visit: visit)) {
                let status = try request.query["status"].map { try WebQuery.value($0, of: TicketStatus.self, field: "status") }
                let listing = ListTicketsRequest(event: event, type: request.query["type"], status: status)
                return TicketsPresenter.list(try await ListTickets(visit.container).execute(listing))
            }
        }
        return routes
    }
}
