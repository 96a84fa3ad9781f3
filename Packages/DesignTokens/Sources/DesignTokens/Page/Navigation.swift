/// The sections of a page's place (an event's Dashboard · Guests · Tickets…), the current one
/// marked for people and for screen readers.
public struct Navigation: Hashable, Sendable {
    public let label: String
    public let links: [Link]

    public init(label: String, links: [Link]) {
        self.label = label
        self.links = links
    }

    public var node: Node {
        links.isEmpty ? .empty : .tag(.nav, [.class("tabs"), .aria(.label, label)], links.map(\.node))
    }
}

/// Where a page sits: Events › Summer gala › Guests, the last being the page itself.
public struct Breadcrumbs: Hashable, Sendable {
    public let links: [Link]

    public init(_ links: [Link]) {
        self.links = links
    }

    public var node: Node {
        links.isEmpty ? .empty : .tag(.nav, [.class("breadcrumbs"), .aria(.label, "Breadcrumb")], [
            .tag(.ol, [], links.map { .tag(.li, [], [$0.node]) }),
        ])
    }
}
