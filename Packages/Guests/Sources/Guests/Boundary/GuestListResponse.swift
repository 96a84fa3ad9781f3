public import Domain

/// The guests `guests list` found, in the order asked.
public struct GuestListResponse: Hashable, Sendable {
    public let event: Event
    public let guests: [Guest]

    public init(event: Event, guests: [Guest]) {
        self.event = event
        self.guests = guests
    }
}
