import WebServer

/// Every route of `rushday serve`: the static files, then each feature's routes in the order
/// `Features.all` lists them.
enum WebSite {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = Assets.routes
        for feature in Features.all {
            routes.add(feature.web.routes(face))
        }
        return routes
    }
}
