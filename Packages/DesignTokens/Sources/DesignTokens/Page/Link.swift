/// A way to another page: its words, its address, and whether it is the page shown.
public struct Link: Hashable, Sendable {
    public let title: String
    public let href: String
    public let current: Bool

    public init(_ title: String, href: String, current: Bool = false) {
        self.title = title
        self.href = href
        self.current = current
    }

    public var node: Node {
        .tag(.a, [.href(href), .aria(.current, current ? "page" : "")], text: title)
    }
}
