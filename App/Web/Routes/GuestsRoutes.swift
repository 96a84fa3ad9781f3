import Domain
import Guests
import WebServer

/// An event's guest list, read-only for now: the same use case and presenter as `guests list`,
/// filtered by `?status=` and `?search=` as the command is by its options.
enum GuestsRoutes: FeatureRoutes {
    static let eventTab: EventTab? = EventTab(title: "Guests", path: "guests")

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/guests") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            return await WebAnswer.run(visit, page: EventPage.page(event, tab: "guests", visit: visit)) {
                let status = try request.query["status"].map { try WebQuery.value($0, of: RSVPStatus.self, field: "status") }
                let listing = ListGuestsRequest(event: event, status: status, search: request.query["search"])
                return GuestsPresenter.list(try await ListGuests(visit.container).execute(listing))
            }
        }
        return routes
    }
}
