public import Domain

/// The registrations decided, in the order named, as they now stand: approved ones accepted or
/// waitlisted, declined ones declined.
public struct DecideRegistrationsResponse: Hashable, Sendable {
    public let event: Event
    public let decision: DecideRegistrationsRequest.Decision
    public let guests: [Guest]
    public let questions: [GuestQuestion]

    public init(event: Event, decision: DecideRegistrationsRequest.Decision, guests: [Guest], questions: [GuestQuestion]) {
        self.event = event
        self.decision = decision
        self.guests = guests
        self.questions = questions
    }
}
