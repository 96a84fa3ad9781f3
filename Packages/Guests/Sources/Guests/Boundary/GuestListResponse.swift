public import Domain

/// The guests `guests list` found, in the order asked, and the event's questions (their answers'
/// columns).
public struct GuestListResponse: Hashable, Sendable {
    public let event: Event
    public let guests: [Guest]
    public let questions: [GuestQuestion]

    public init(event: Event, guests: [Guest], questions: [GuestQuestion] = []) {
        self.event = event
        self.guests = guests
        self.questions = questions
    }
}
