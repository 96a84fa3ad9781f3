public import Domain

/// One guest after a command: shown, added, updated, answered or removed. `waitlisted` says an
/// acceptance did not fit and went to the waitlist; `promoted` lists the waitlisted parties
/// that the change let in, in the order they were promoted.
public struct GuestResponse: Hashable, Sendable {
    public let event: Event
    public let guest: Guest
    public let waitlisted: Bool
    public let promoted: [Guest]

    public init(event: Event, guest: Guest, waitlisted: Bool = false, promoted: [Guest] = []) {
        self.event = event
        self.guest = guest
        self.waitlisted = waitlisted
        self.promoted = promoted
    }
}
