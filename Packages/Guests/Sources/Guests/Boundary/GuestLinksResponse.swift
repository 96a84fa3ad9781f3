public import Domain

/// The links `guests links` made, in the order of `guests list`; each secret is the only copy
/// there will be. `kept` counts the selected guests left out because they hold a link already
/// (only without `rotate`).
public struct GuestLinksResponse: Hashable, Sendable {
    public struct Link: Hashable, Sendable {
        public let guest: Guest
        public let secret: String

        public init(guest: Guest, secret: String) {
            self.guest = guest
            self.secret = secret
        }
    }

    public let event: Event
    public let links: [Link]
    public let kept: Int

    public init(event: Event, links: [Link], kept: Int) {
        self.event = event
        self.links = links
        self.kept = kept
    }
}
