import Agenda
public import WebServer

/// An event's programme, read-only for now: the same use case and presenter as `agenda list`.
public enum AgendaRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Agenda", path: "agenda")
    public static let eventTabs = [tab]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face) { visit, event in
            AgendaPresenter.list(try await ListAgenda(visit.container).execute(ListAgendaRequest(event: event)), timeline: false, words: .plain)
        }
        return routes
    }
}
