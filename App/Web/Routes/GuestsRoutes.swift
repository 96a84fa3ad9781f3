import DesignTokens
import Domain
import Guests
public import WebServer

/// An event's guest list: the same use case and presenter as `guests list`, filtered by
/// `?search=`, `?status=`, `?tag=` and ordered by `?sort=` as the command is by its options,
/// which a form above the list fills in; `?format=csv` downloads `EVENT-guests.csv`. Each guest
/// links to their own page, where the organiser edits them, answers for them or removes them
/// (`GuestRoutes`); "Add a guest" opens the form of `guests add`.
public enum GuestsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Guests", path: "guests")
    public static let eventTabs = [tab]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face, filters: { filter in
            [filter.search(label: "Search names, emails and phones"), filter.select("status", label: "Status", RSVPStatus.self),
             Field("tag", label: "Tag", .text(filter.request.query["tag"] ?? ""), autocomplete: "off"),
             filter.select("sort", label: "Order", ListGuestsRequest.Sort.self, all: "By name")]
        }, actions: { event, role in
            let questions: Node = .tag(.a, [.href(QuestionsPage.path(event))], text: "Questions")
            guard EventPermission.changeGuestList.allows(role) else { return [.tag(.p, [.class("page-links")], [questions])] }
            return [.tag(.p, [.class("page-links")], [.tag(.a, [.class("button"), .href(GuestRoutes.newGuestPath(event))], text: "Add a guest"),
                                                      .text(" · "), .tag(.a, [.href(InvitationsPage.path(event))], text: "Invite"),
                                                      .text(" · "), questions])]
        }, links: { event in
            ["GUEST": { GuestPage.path(event, $0) }]
        }, notice: { request in
            request.query["done"] == "removed" ? "The guest is removed." : nil
        }) { visit, event in
            let filter = ListFilter(request: visit.request)
            let listing = ListGuestsRequest(event: event, status: try filter.choice("status", of: RSVPStatus.self), tag: filter.given("tag"),
                                            search: filter.given("search"), sort: try filter.choice("sort", of: ListGuestsRequest.Sort.self) ?? .name)
            return GuestsPresenter.list(try await ListGuests(visit.container).execute(listing))
        }
        routes.add(GuestRoutes.routes(face))
        routes.add(QuestionRoutes.routes(face))
        return routes
    }
}
