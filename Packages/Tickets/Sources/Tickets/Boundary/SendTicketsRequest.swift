/// `tickets send EVENT [TICKET ...] [--unsent]`: the tickets named by reference (none: every
/// valid ticket of the event's guests); `unsent` leaves out tickets queued in a mail before.
public struct SendTicketsRequest: Hashable, Sendable {
    public var event: String
    public var tickets: [String]
    public var unsent: Bool

    public init(event: String, tickets: [String] = [], unsent: Bool = false) {
        self.event = event
        self.tickets = tickets
        self.unsent = unsent
    }
}
