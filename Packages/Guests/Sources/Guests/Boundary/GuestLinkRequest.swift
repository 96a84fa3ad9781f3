/// What `rushday guests link EVENT GUEST [--rotate]` asks: the guest's personal link. A guest
/// who holds one gets a new one only with `rotate`, and the old one then stops working.
public struct GuestLinkRequest: Hashable, Sendable {
    public var event: String
    public var guest: String
    public var rotate: Bool

    public init(event: String, guest: String, rotate: Bool = false) {
        self.event = event
        self.guest = guest
        self.rotate = rotate
    }
}
