import DesignTokens
import WebServer

extension WebRoutes {
    /// `GET /events/EVENT/<tab>`: one event's page under its tab, showing what one use case
    /// answers for that event, below the page's filters if it has any.
    mutating func eventPage(_ tab: EventTab, _ face: WebFace, filters: @escaping @Sendable (ListFilter) -> [Field] = { _ in [] },
                            _ call: @escaping @Sendable (Visit, _ event: String) async throws -> Presentation) {
        get("/events/:event/" + tab.path) { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: tab.path, visit: visit)
            let filter = ListFilter(request: request)
            let fields = filters(filter)
            return await WebAnswer.run(visit, page: { frame((fields.isEmpty ? [] : [filter.form(fields)]) + $0) }) { try await call(visit, event) }
        }
    }
}
