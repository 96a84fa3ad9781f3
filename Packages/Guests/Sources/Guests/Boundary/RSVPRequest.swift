/// What `rushday guests rsvp EVENT GUEST accepted|declined|maybe [--party N]` asks.
public struct RSVPRequest: Hashable, Sendable {
    /// The answers a guest gives; waitlisted is the store's answer to an acceptance that does
    /// not fit, and invited is the state before any answer.
    public enum Answer: String, CaseIterable, Hashable, Sendable {
        case accepted, declined, maybe
    }

    public var event: String
    public var guest: String
    public var answer: Answer
    /// A new number of people the guest brings, given with the answer.
    public var party: Int?

    public init(event: String, guest: String, answer: Answer, party: Int? = nil) {
        self.event = event
        self.guest = guest
        self.answer = answer
        self.party = party
    }
}
