public import Domain

/// Tickets of one event after a command: issued, listed, shown or cancelled.
public struct TicketsResponse: Hashable, Sendable {
    public let event: Event
    public let tickets: [TicketView]
    /// The mail queued to carry them (`tickets issue --send`), if any.
    public let mailed: MailMessageID?

    public init(event: Event, tickets: [TicketView], mailed: MailMessageID? = nil) {
        self.event = event
        self.tickets = tickets
        self.mailed = mailed
    }
}
