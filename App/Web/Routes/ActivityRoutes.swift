import DesignTokens
import Domain
import Events
import WebServer

/// An event's log in the browser, as `rushday events log`: every change, oldest first, by whom
/// and from where, filtered by who and since when; owners and organizers only (the tab is
/// theirs alone, and the use case refuses anyone else, as at the terminal).
enum ActivityRoutes {
    static let tab = EventTab(title: "Activity", path: "activity", permission: .readLog)

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/activity") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: tab.path, visit: visit)
            let filter = ListFilter(request: request)
            let filters = filter.form([
                Field("actor", label: "Who (an email or a name)", .text(request.query["actor"] ?? ""), autocomplete: "off"),
                Field("since", label: "Since (YYYY-MM-DDTHH:MM)", .text(request.query["since"] ?? ""), autocomplete: "off"),
            ])
            return await WebAnswer.run(visit, page: { frame([filters] + $0) }) {
                EventLogPresenter.log(try await ShowEventLog(visit.container).execute(
                    EventLogRequest(event: event, since: filter.given("since"), actor: filter.given("actor"))))
            }
        }
        return routes
    }
}
