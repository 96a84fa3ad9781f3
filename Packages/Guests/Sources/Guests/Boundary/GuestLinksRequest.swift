import Domain

/// What `rushday guests links EVENT [GUEST ...] [--status S] [--tag T] [--search TEXT] [--rotate]`
/// asks: personal links for the guests named, else every guest the filter keeps (no filter:
/// every guest), who have none; with `rotate`, new ones for those who have one too.
public struct GuestLinksRequest: Hashable, Sendable {
    public var event: String
    /// Guests by handle or email; none: those the filter keeps.
    public var guests: [String]
    public var filter: GuestFilter
    public var rotate: Bool

    public init(event: String, guests: [String] = [], filter: GuestFilter = GuestFilter(), rotate: Bool = false) {
        self.event = event
        self.guests = guests
        self.filter = filter
        self.rotate = rotate
    }
}
