import DesignTokens
import Domain
import Tickets
public import WebServer

/// An event's tickets, read-only for now: the same use case and presenter as `tickets list`,
/// filtered by `?type=` and `?status=`, with the way to the event's door and to the doors'
/// conflicts (`tickets conflicts`).
public enum TicketsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Tickets", path: "tickets")
    public static let eventTabs = [tab, EventTab(title: "Door", path: "door")]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/tickets") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: tab.path, visit: visit)
            let base = "/events/" + EventPage.segment(event)
            let links: Node = .tag(.p, [.class("page-links")], [
                Link("Open the door", href: DoorRoutes.path(event)).node, .text(" · "), Link("Door conflicts", href: base + "/conflicts").node,
            ])
            let filter = ListFilter(request: request)
            let filters = filter.form([Field("type", label: "Ticket type", .text(request.query["type"] ?? ""), autocomplete: "off"),
                                       filter.select("status", label: "Status", TicketStatus.self)])
            return await WebAnswer.run(visit, page: { frame([links, filters] + $0) }) {
                let listing = ListTicketsRequest(event: event, type: filter.given("type"), status: try filter.choice("status", of: TicketStatus.self))
                return TicketsPresenter.list(try await ListTickets(visit.container).execute(listing))
            }
        }
        routes.get("/events/:event/conflicts") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: "door", visit: visit)
            let door: Node = .tag(.p, [.class("page-links")], [Link("Open the door", href: DoorRoutes.path(event)).node])
            return await WebAnswer.run(visit, page: { frame([door] + $0) }) {
                ConflictsPresenter.list(try await ListConflicts(visit.container).execute(EventTicketsRequest(event: event)))
            }
        }
        return routes
    }
}
