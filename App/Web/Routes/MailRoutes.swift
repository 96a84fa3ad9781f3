import Mail
public import WebServer

/// An event's outbox, read-only: the same use case and presenter as `mail outbox` (every
/// message, its state and the server's last reply), or `?format=json|csv`.
public enum MailRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Mail", path: "mail", permission: .mail)
    public static let eventTabs = [tab]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face) { visit, event in
            OutboxPresenter.outbox(try await ShowOutbox(visit.container).execute(event: event, status: nil), words: .plain)
        }
        return routes
    }
}
