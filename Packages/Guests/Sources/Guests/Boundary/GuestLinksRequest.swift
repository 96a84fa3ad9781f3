public import Domain

/// What `rushday guests links EVENT [--status S] [--tag T] [--search TEXT] [--rotate]` asks:
/// personal links for every guest the filter keeps (every guest without one) who has none; with
/// `rotate`, new ones for those who have one too.
public struct GuestLinksRequest: Hashable, Sendable {
    public var event: String
    public var filter: GuestFilter
    public var rotate: Bool

    public init(event: String, filter: GuestFilter = GuestFilter(), rotate: Bool = false) {
        self.event = event
        self.filter = filter
        self.rotate = rotate
    }
}
