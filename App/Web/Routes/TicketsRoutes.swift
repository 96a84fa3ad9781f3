import DesignTokens
import Domain
import Tickets
public import WebServer

/// An event's tickets: the same use case and presenter as `tickets list`, filtered by `?type=`
/// and `?status=`, each reference leading to its ticket's page; for the owner and organizers the
/// ways to the types, the issue form, the doors, the printable sheet and the mailing of unsent
/// tickets (`TicketTypeRoutes`, `TicketRoutes`, `DoorLinkRoutes`); the doors' conflicts
/// (`tickets conflicts`) under the Door tab.
public enum TicketsRoutes: FeatureRoutes {
    static let tab = EventTab(title: "Tickets", path: "tickets")
    static let doorTab = EventTab(title: "Door", path: "door")
    public static let eventTabs = [tab, doorTab]

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/tickets"
    }

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/tickets") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let role = await EventPage.role(event, visit)
            let frame = EventPage.frame(event, tab: tab.path, visit: visit, notice: notice(request.query), role: role)
            let filter = ListFilter(request: request)
            let filters = filter.form([Field("type", label: "Ticket type", .text(request.query["type"] ?? ""), autocomplete: "off"),
                                       filter.select("status", label: "Status", TicketStatus.self)])
            let above = EventPermission.manageTickets.allows(role) ? manage(event, token: visit.token) : [door(event)]
            return await WebAnswer.run(visit, links: ["TICKET": { TicketPage.path(event, $0) }], page: { frame(above + [filters] + $0) }) {
                let listing = ListTicketsRequest(event: event, type: filter.given("type"), status: try filter.choice("status", of: TicketStatus.self))
                return TicketsPresenter.list(try await ListTickets(visit.container).execute(listing))
            }
        }
        routes.get("/events/:event/conflicts") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: doorTab.path, visit: visit)
            return await WebAnswer.run(visit, page: { frame([door(event)] + $0) }) {
                ConflictsPresenter.list(try await ListConflicts(visit.container).execute(EventTicketsRequest(event: event)))
            }
        }
        routes.add(TicketTypeRoutes.routes(face))
        routes.add(TicketRoutes.routes(face))
        routes.add(DoorLinkRoutes.routes(face))
        return routes
    }

    private static func notice(_ query: [String: String]) -> Notice? {
        switch query["done"] {
        case "issued": Notice("\(Plural.of(Int(query["count"] ?? "") ?? 0, "ticket")) issued" + (query["mailed"] == nil ? "." : "; their mail is queued."))
        case "cancelled": Notice("The ticket is cancelled: its place is free and every door refuses its code.")
        default: nil
        }
    }

    private static func door(_ event: String) -> Node {
        .tag(.p, [.class("page-links")], [Link("Open the door", href: DoorRoutes.path(event)).node, .text(" · "),
                                          Link("Door conflicts", href: "/events/" + EventPage.segment(event) + "/conflicts").node])
    }

    /// The ways on for those who manage tickets, above the list.
    private static func manage(_ event: String, token: Form.Token) -> [Node] {
        let links: [Node] = [
            Link("Issue tickets", href: IssueTicketsPage.path(event)).node, .text(" · "),
            Link("Ticket types", href: TicketTypesPage.path(event)).node, .text(" · "),
            Link("Doors", href: DoorsPage.path(event)).node, .text(" · "),
            Link("Printable sheet", href: path(event) + "/sheet").node, .text(" · "),
            Link("Key file for offline doors", href: path(event) + "/key").node, .text(" · "),
            Link("Door conflicts", href: "/events/" + EventPage.segment(event) + "/conflicts").node,
        ]
        let send = Form(action: path(event) + "/send", items: [], buttons: [Button("Mail every guest their unsent tickets", kind: .secondary)],
                        token: token, hidden: [(name: "unsent", value: "on")])
        return [.tag(.p, [.class("page-links")], links), send.node]
    }
}
