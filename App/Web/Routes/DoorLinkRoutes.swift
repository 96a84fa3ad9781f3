import DesignTokens
import Domain
import Tickets
import WebServer

/// `/events/EVENT/doors`: an event's door links, from the same use cases as `tickets door list |
/// add | revoke`, for the owner and organizers (staff are refused, as at the terminal); the list
/// is live, each door's count redrawn as its scans come (`/doors/live`, the dashboard's watch). A new
/// door's link is the answer to its form, with a QR code of the link, never a redirect: its
/// secret goes in no address, and it is shown this once.
enum DoorLinkRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.get("/events/:event/doors") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let notice = request.query["done"] == "revoked" ? Notice("The door is revoked: its link opens nothing from now on.") : nil
            let frame = EventPage.frame(event, tab: TicketsRoutes.doorTab.path, visit: visit, notice: notice, role: .organizer)
            var listed: DoorsResponse?
            return await WebAnswer.run(visit, page: { list in
                listed.map { frame(DoorsPage(doors: $0, token: visit.token).content(list: list)) } ?? frame(list)
            }) {
                let doors = try await ListDoors(visit.container).execute(EventTicketsRequest(event: event))
                listed = doors
                return DoorPresenter.list(doors)
            }
        }
        routes.get("/events/:event/doors/live") { request in
            let visit = face.visit(request)
            let asked = EventTicketsRequest(event: request.parameters["event"] ?? "")
            let container = visit.container
            let doors = LiveAnswers.watching(container.storeChanges) { () async throws(DomainError) in try await ListDoors(container).execute(asked) }
            return visit.finish(await LiveSection.stream(doors, visit) { HTMLRenderer().render(DoorPresenter.list($0).document) })
        }
        forms.post("/events/:event/doors", face, answer: { request, visit throws(DomainError) -> FormAnswer in
            let event = request.parameters["event"] ?? ""
            let made = try await AddDoor(visit.container).execute(AddDoorRequest(event: event, name: request.form["name"] ?? "",
                                                                                expires: request.form.given("expires")))
            let link = WebAnswer.origin(request) + "/d/" + made.secret
            let content = DoorsPage.made(made, link: link, symbol: try visit.container.qrCodeMaker.symbol(for: link))
            return .page(EventPage.frame(event, tab: TicketsRoutes.doorTab.path, visit: visit, role: .organizer)(content))
        }) { request, visit, error throws(DomainError) in
            try await page(request, visit, typed: request.form, error: error)
        }
        forms.post("/events/:event/doors/revoke", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            _ = try await RevokeDoor(visit.container).execute(DoorRequest(event: event, name: request.form["name"] ?? ""))
            return DoorsPage.path(event) + "?done=revoked"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, typed: request.form, error: error, revoking: true)
        }
        routes.add(forms)
        return routes
    }

    /// The page redrawn around a refusal of one of its forms.
    private static func page(_ request: WebRequest, _ visit: Visit, typed: [String: String], error: DomainError,
                             revoking: Bool = false) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let doors = try await ListDoors(visit.container).execute(EventTicketsRequest(event: event))
        let page = DoorsPage(doors: doors, token: visit.token, typed: typed, error: error, revoking: revoking)
        return EventPage.frame(event, tab: TicketsRoutes.doorTab.path, visit: visit, role: .organizer)(page.content(list: page.list))
    }
}
