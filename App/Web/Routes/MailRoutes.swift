import Mail
import WebServer

/// Mail in the browser, as `rushday mail` is on the command line: each route parses,
/// calls one use case and renders its presentation (a page, or `?format=json|csv`).
enum MailRoutes: FeatureRoutes {
    /// Give the feature a tab on an event's pages with `EventTab(title:, path:)`.
    static let eventTab: EventTab? = nil

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/mail/hello") { request in
            let visit = face.visit(request)
            return await WebAnswer.run(visit, page: { Page(title: "Mail", content: $0, signOutToken: visit.csrf) }) {
                MailPresenter.hello(try await SayHello(visit.container).execute(HelloRequest(name: request.query["name"])))
            }
        }
        return routes
    }
}
