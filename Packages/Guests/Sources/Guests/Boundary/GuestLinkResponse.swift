public import Domain

/// A guest's new personal link: `secret` is the only copy there will ever be (the store keeps
/// its digest), so a face shows it once and never logs it. `rotated` says an older link was
/// replaced and no longer works.
public struct GuestLinkResponse: Hashable, Sendable {
    public let event: Event
    public let guest: Guest
    public let secret: String
    public let rotated: Bool

    public init(event: Event, guest: Guest, secret: String, rotated: Bool) {
        self.event = event
        self.guest = guest
        self.secret = secret
        self.rotated = rotated
    }
}
