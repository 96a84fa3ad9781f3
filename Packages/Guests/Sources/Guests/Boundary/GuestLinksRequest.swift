public import Domain

/// What `rushday guests links EVENT [--status S] [--rotate]` asks: personal links for every
/// guest (with that status) who has none; with `rotate`, new ones for those who have one too.
public struct GuestLinksRequest: Hashable, Sendable {
    public var event: String
    public var status: RSVPStatus?
    public var rotate: Bool

    public init(event: String, status: RSVPStatus? = nil, rotate: Bool = false) {
        self.event = event
        self.status = status
        self.rotate = rotate
    }
}
