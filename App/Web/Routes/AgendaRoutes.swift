import Agenda
import WebServer

/// An event's programme, read-only for now: the same use case and presenter as `agenda list`.
enum AgendaRoutes: FeatureRoutes {
    static let eventTab: EventTab? = EventTab(title: "Agenda", path: "agenda")

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/events/:event/agenda") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            return await WebAnswer.run(visit, page: EventPage.page(event, tab: "agenda", visit: visit)) {
                AgendaPresenter.list(try await ListAgenda(visit.container).execute(ListAgendaRequest(event: event)), timeline: false, words: .plain)
            }
        }
        return routes
    }
}
