public import Domain

/// What a registration came to. A page shows the same words whatever `outcome` is, so no one
/// learns from it who is registered; the mail to the address tells its owner.
public struct RegisterResponse: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// A new registration, holding no place until its link is opened.
        case registered
        /// The address had a registration not yet confirmed: the new details and a new link replace it.
        case renewed
        /// The address is on the list already: its owner is mailed their page's link instead.
        case onList
    }

    public let event: Event
    public let outcome: Outcome

    public init(event: Event, outcome: Outcome) {
        self.event = event
        self.outcome = outcome
    }
}
