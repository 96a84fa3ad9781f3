public import Domain

/// An event's public page: the event, the questions a registration answers, the places left
/// (nil without a capacity; 0 is "waitlist only") and whether it takes registrations now.
public struct PublicEventResponse: Hashable, Sendable {
    public let event: Event
    public let questions: [GuestQuestion]
    public let placesLeft: Int?
    public let open: Bool

    public init(event: Event, questions: [GuestQuestion], placesLeft: Int?, open: Bool) {
        self.event = event
        self.questions = questions
        self.placesLeft = placesLeft
        self.open = open
    }
}
