public import Domain

/// The guest after `guests link EVENT GUEST --revoke`. `revoked` is false when the guest held
/// no link: nothing changed, and that is no failure, so a script may revoke twice.
public struct RevokeGuestLinkResponse: Hashable, Sendable {
    public let event: Event
    public let guest: Guest
    public let revoked: Bool

    public init(event: Event, guest: Guest, revoked: Bool) {
        self.event = event
        self.guest = guest
        self.revoked = revoked
    }
}
