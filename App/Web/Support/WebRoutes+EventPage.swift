import DesignTokens
import WebServer

extension WebRoutes {
    /// `GET /events/EVENT/<tab>`: one event's page under its tab, showing what one use case
    /// answers for that event.
    mutating func eventPage(_ tab: EventTab, _ face: WebFace, _ call: @escaping @Sendable (Visit, _ event: String) async throws -> Presentation) {
        get("/events/:event/" + tab.path) { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            return await WebAnswer.run(visit, page: await EventPage.page(event, tab: tab.path, visit: visit)) { try await call(visit, event) }
        }
    }
}
