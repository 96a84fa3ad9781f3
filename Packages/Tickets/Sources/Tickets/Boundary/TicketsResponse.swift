public import Domain

/// Tickets of one event after a command: issued, listed, shown or cancelled.
public struct TicketsResponse: Hashable, Sendable {
    public let event: Event
    public let tickets: [TicketView]

    public init(event: Event, tickets: [TicketView]) {
        self.event = event
        self.tickets = tickets
    }
}
