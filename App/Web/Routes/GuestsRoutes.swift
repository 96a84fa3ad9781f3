import Domain
import Guests
import WebServer

/// An event's guest list, read-only for now: the same use case and presenter as `guests list`,
/// filtered by `?status=` and `?search=` as the command is by its options; `?format=csv` downloads
/// `EVENT-guests.csv`.
enum GuestsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Guests", path: "guests")
    static let eventTabs = [tab]

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face) { visit, event in
            let status = try visit.request.query["status"].map { try WebQuery.value($0, of: RSVPStatus.self, field: "status") }
            let listing = ListGuestsRequest(event: event, status: status, search: visit.request.query["search"])
            return GuestsPresenter.list(try await ListGuests(visit.container).execute(listing))
        }
        return routes
    }
}
