import Agenda
import WebServer

/// An event's programme, read-only for now: the same use case and presenter as `agenda list`.
enum AgendaRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Agenda", path: "agenda")
    static let eventTabs = [tab]

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face) { visit, event in
            AgendaPresenter.list(try await ListAgenda(visit.container).execute(ListAgendaRequest(event: event)), timeline: false, words: .plain)
        }
        return routes
    }
}
