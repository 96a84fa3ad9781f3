/// Names one guest of one event as typed: `guests show | remove EVENT GUEST`. GUEST is the
/// guest's handle or email.
public struct GuestReference: Hashable, Sendable {
    public var event: String
    public var guest: String

    public init(event: String, guest: String) {
        self.event = event
        self.guest = guest
    }
}
