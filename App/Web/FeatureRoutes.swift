import Domain
public import WebServer

/// A feature's face on the web, as its command group is its face on the command line: its
/// routes, each "parse, call one use case, render", and the tab it adds to an event's pages.
public protocol FeatureRoutes: Sendable {
    static func routes(_ face: WebFace) -> WebRoutes
    /// The feature's tabs on an event's pages, in order; none for a feature without.
    static var eventTabs: [EventTab] { get }
}

/// A tab on an event's pages: its title, the path under `/events/EVENT/` it opens, and who sees
/// it: the feature's own permission for what the tab shows, so a member sees the tabs their
/// role may open, as the command line lets them.
public struct EventTab: Sendable {
    let title: String
    /// "" for the dashboard itself.
    let path: String
    var permission: EventPermission = .everyMember
}
