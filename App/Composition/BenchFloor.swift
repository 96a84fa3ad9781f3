import WebServer

/// `serve --bench-floor` (hidden; for Scripts/bench only): a fixed 2 kB page from the same
/// server, through the same headers and log, so a page's throughput is measured against what
/// the server itself costs.
enum BenchFloor {
    static var routes: WebRoutes {
        let page = WebResponse.html("<!DOCTYPE html><html><head><title>floor</title></head><body><p>"
                                    + String(repeating: "RushDay ", count: 250) + "</p></body></html>\n")
        var routes = WebRoutes()
        routes.get("/bench/floor") { _ in page }
        return routes
    }
}
