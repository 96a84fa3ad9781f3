public import Domain

/// One guest after a command: shown, added, updated, answered or removed. `waitlisted` says an
/// acceptance did not fit and went to the waitlist; `promoted` lists the waitlisted parties
/// that the change let in, in the order they were promoted; `placesLeft` the places the
/// capacity left after it (nil without a capacity, or where not asked). `heldTickets` are the
/// references of the valid tickets the guest still holds after declining or being removed
/// (tickets are not cancelled with an answer: a door admits them until someone cancels them).
/// `questions` are the event's, for
/// showing the answers (empty where the command did not read them). `linkRevoked` says a new
/// email revoked the guest's personal link (the old address may be someone else's now).
public struct GuestResponse: Hashable, Sendable {
    public let event: Event
    public let guest: Guest
    public let waitlisted: Bool
    public let promoted: [Guest]
    public let heldTickets: [String]
    public let questions: [GuestQuestion]
    public let placesLeft: Int?
    public let linkRevoked: Bool

    public init(event: Event, guest: Guest, waitlisted: Bool = false, promoted: [Guest] = [], heldTickets: [String] = [],
                questions: [GuestQuestion] = [], placesLeft: Int? = nil, linkRevoked: Bool = false) {
        self.event = event
        self.guest = guest
        self.waitlisted = waitlisted
        self.promoted = promoted
        self.heldTickets = heldTickets
        self.questions = questions
        self.placesLeft = placesLeft
        self.linkRevoked = linkRevoked
    }
}
