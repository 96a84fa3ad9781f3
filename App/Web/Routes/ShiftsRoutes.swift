import Shifts
public import WebServer

/// Shifts in the browser, as `rushday shifts` is on the command line: each route parses,
/// calls one use case and renders its presentation (a page, or `?format=json|csv`).
public enum ShiftsRoutes: FeatureRoutes {
    /// Give the feature a tab on an event's pages with `EventTab(title:, path:)`.
    public static let eventTabs: [EventTab] = []

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.get("/shifts/hello") { request in
            let visit = face.visit(request)
            return await WebAnswer.run(visit, page: { Page(title: "Shifts", content: $0, signOutToken: visit.csrf) }) {
                ShiftsPresenter.hello(try await SayHello(visit.container).execute(HelloRequest(name: request.query["name"])))
            }
        }
        return routes
    }
}
