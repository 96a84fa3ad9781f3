import DesignTokens
import Domain
import Guests
public import WebServer

/// An event's guest list: the same use case and presenter as `guests list`, filtered by
/// `?search=`, `?status=`, `?tag=` and ordered by `?sort=` as the command is by its options,
/// which a form above the list fills in, shown a part at a time (`?page=`, `GuestListParts`)
/// under the event's counts per status; `?format=csv` downloads all of `EVENT-guests.csv`. Each guest
/// links to their own page, where the organiser edits them, answers for them or removes them
/// (`GuestRoutes`); "Add a guest" opens the form of `guests add`; the guests chosen by their
/// boxes, or every guest the filters keep, go to the bulk form (`GuestBulkPage`).
public enum GuestsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Guests", path: "guests")
    public static let eventTabs = [tab]

    @Sendable private static func notice(_ request: WebRequest) -> String? {
        let changed = Int(request.query["changed"] ?? "") ?? 0
        let tag = UserText.quoted(request.query["name"] ?? "")
        switch request.query["done"] {
        case "removed": return "The guest is removed."
        case "tagged": return "Tagged \(Plural.of(changed, "guest")) \(tag)."
        case "untagged": return "Took \(tag) from \(Plural.of(changed, "guest"))."
        case "approved": return "Approved \(Plural.of(changed, "registration")); each is mailed."
        case "declined": return "Declined \(Plural.of(changed, "registration")); each is mailed."
        default: return nil
        }
    }

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.listPage(tab, face, filters: { filter in
            [filter.search(label: "Search names, emails and phones"), filter.select("status", label: "Status", RSVPStatus.self),
             Field("tag", label: "Tag", .text(filter.request.query["tag"] ?? ""), autocomplete: "off"),
             filter.select("sort", label: "Order", ListGuestsRequest.Sort.self, all: "By name")]
        }, actions: { event, role in
            let questions: Node = .tag(.a, [.href(QuestionsPage.path(event))], text: "Questions")
            guard EventPermission.changeGuestList.allows(role) else { return [.tag(.p, [.class("page-links")], [questions])] }
            return [.tag(.p, [.class("page-links")], [.tag(.a, [.class("button"), .href(GuestRoutes.newGuestPath(event))], text: "Add a guest"),
                                                      .text(" · "), .tag(.a, [.href(GuestImportPage.path(event))], text: "Import a CSV file"),
                                                      .text(" · "), .tag(.a, [.href(InvitationsPage.path(event))], text: "Invite"),
                                                      .text(" · "), questions])]
        }, links: { event in
            ["GUEST": { GuestPage.path(event, $0) }]
        }, selection: { _, role in
            EventPermission.changeGuestList.allows(role) ? GuestBulkPage.selection : nil
        }, notice: notice) { visit, event, role in
            let filter = ListFilter(request: visit.request)
            let parts = GuestListParts(filter: filter)
            let listing = ListGuestsRequest(event: event, status: try filter.choice("status", of: RSVPStatus.self), tag: filter.given("tag"),
                                            search: filter.given("search"), sort: try filter.choice("sort", of: ListGuestsRequest.Sort.self) ?? .name)
            // A download is the whole list, as `guests list` prints it; the page shows a part.
            guard visit.format == .table else { return ListPage(GuestsPresenter.list(try await ListGuests(visit.container).execute(listing))) }
            let response = try await ListGuests(visit.container).execute(try parts.request(listing))
            let bulk: [Node] = !EventPermission.changeGuestList.allows(role) || response.page.matching == 0 ? [] : [
                GuestBulkPage.chosenForm(event),
                .tag(.p, [.class("page-links")], [.tag(.a, [.href(ListFilter.href(GuestBulkPage.path(event), GuestBulkPage.fields(try GuestBulkPage.filter(visit.request.query))))],
                                                        text: "Tag or invite all \(Plural.of(response.page.matching, "guest")) of the list")]),
            ]
            return ListPage(GuestsPresenter.list(response), before: parts.counts(response), after: parts.pager(response) + bulk)
        }
        routes.add(GuestRoutes.routes(face))
        routes.add(QuestionRoutes.routes(face))
        routes.add(GuestImportRoutes.routes(face))
        return routes
    }
}
