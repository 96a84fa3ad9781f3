/// `rushday guests approve|decline EVENT GUEST...`: the organiser's decision on registrations
/// waiting for approval, each guest named by handle or email.
public struct DecideRegistrationsRequest: Hashable, Sendable {
    public enum Decision: String, CaseIterable, Hashable, Sendable {
        case approve, decline
    }

    public var event: String
    public var guests: [String]
    public var decision: Decision

    public init(event: String, guests: [String], decision: Decision) {
        self.event = event
        self.guests = guests
        self.decision = decision
    }
}
