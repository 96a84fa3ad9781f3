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
        get("/events/:event/" + tab.path) { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let role = await EventPage.role(event, visit)
            let frame = EventPage.frame(event, tab: tab.path, visit: visit, notice: notice(request).map { Notice($0) }, role: role)
            let filter = ListFilter(request: request)
            let fields = filters(filter)
            let above = actions(event, role) + (fields.isEmpty ? [] : [filter.form(fields)])
            return await WebAnswer.run(visit, links: links(event), page: { frame(above + $0) }) { try await call(visit, event) }
        }
    }
}
