import WebServer

/// A feature's face on the web, as its command group is its face on the command line: its
/// routes, each "parse, call one use case, render", and the tab it adds to an event's pages.
protocol FeatureRoutes: Sendable {
    static func routes(_ face: WebFace) -> WebRoutes
    /// The tab on an event's pages and the path under `/events/EVENT/` it opens; nil for none.
    static var eventTab: EventTab? { get }
}

struct EventTab: Sendable {
    let title: String
    /// "" for the dashboard itself.
    let path: String
}
