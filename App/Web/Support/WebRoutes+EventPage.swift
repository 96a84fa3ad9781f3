import DesignTokens
import Domain
import WebServer

extension WebRoutes {
    /// `GET /events/EVENT/<tab>`: one event's page under its tab, showing what one use case
    /// answers for that event, below the page's filters if it has any and the links its
    /// visitor's role may follow (`actions`); a column's cells link where `links` says; what
    /// `notice` makes of the query (a `?done=` the page knows) is said at its top.
    mutating func eventPage(_ tab: EventTab, _ face: WebFace, filters: @escaping @Sendable (ListFilter) -> [Field] = { _ in [] },
                            actions: @escaping @Sendable (_ event: String, Role) -> [Node] = { _, _ in [] },
                            links: @escaping @Sendable (_ event: String) -> [String: @Sendable (String) -> String] = { _ in [:] },
                            notice: @escaping @Sendable (WebRequest) -> String? = { _ in nil },
                            _ call: @escaping @Sendable (Visit, _ event: String) async throws -> Presentation) {
        listPage(tab, face, filters: filters, actions: actions, links: links, notice: notice) { visit, event, _ in
            ListPage(try await call(visit, event))
        }
    }

    /// `eventPage` for a list shown a part at a time: `call` (told the visitor's role) answers
    /// with what to show around the part too (its counts, the links to the other parts); rows
    /// are chosen by the boxes `selection` gives the visitor's role, for a form of the page.
    mutating func listPage(_ tab: EventTab, _ face: WebFace, filters: @escaping @Sendable (ListFilter) -> [Field] = { _ in [] },
                           actions: @escaping @Sendable (_ event: String, Role) -> [Node] = { _, _ in [] },
                           links: @escaping @Sendable (_ event: String) -> [String: @Sendable (String) -> String] = { _ in [:] },
                           selection: @escaping @Sendable (_ event: String, Role) -> TableSelection? = { _, _ in nil },
                           notice: @escaping @Sendable (WebRequest) -> String? = { _ in nil },
                           _ call: @escaping @Sendable (Visit, _ event: String, Role) async throws -> ListPage) {
        get("/events/:event/" + tab.path) { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let role = await EventPage.role(event, visit)
            let frame = EventPage.frame(event, tab: tab.path, visit: visit, notice: notice(request).map { Notice($0) }, role: role)
            let filter = ListFilter(request: request)
            let fields = filters(filter)
            let above = actions(event, role) + (fields.isEmpty ? [] : [filter.form(fields)])
            var answered: ListPage?
            return await WebAnswer.run(visit, links: links(event), selection: selection(event, role), page: { frame(above + (answered?.before ?? []) + $0 + (answered?.after ?? [])) }) {
                let page = try await call(visit, event, role)
                answered = page
                return page.presentation
            }
        }
    }
}

/// What a list's page shows: the presentation every format shares, and, on the page alone,
/// what goes before and after it.
struct ListPage: Sendable {
    let presentation: Presentation
    var before: [Node] = []
    var after: [Node] = []

    init(_ presentation: Presentation, before: [Node] = [], after: [Node] = []) {
        self.presentation = presentation
        self.before = before
        self.after = after
    }
}
