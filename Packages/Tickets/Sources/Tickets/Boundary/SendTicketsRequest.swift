public import Domain

/// `tickets send EVENT [TICKET ...] [--unsent]`: the tickets named by reference (none: every
/// valid ticket of the event's guests); `unsent` leaves out tickets queued in a mail before;
/// `guests`, when given, keeps only the tickets those guests hold (the guest list's bulk form,
/// for the guests its filters keep).
public struct SendTicketsRequest: Hashable, Sendable {
    public var event: String
    public var tickets: [String]
    public var unsent: Bool
    public var guests: Set<GuestID>?

    public init(event: String, tickets: [String] = [], unsent: Bool = false, guests: Set<GuestID>? = nil) {
        self.event = event
        self.tickets = tickets
        self.unsent = unsent
        self.guests = guests
    }
}
