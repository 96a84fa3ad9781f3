public import Domain

/// The printable page made: the HTML document itself, and how many tickets it holds.
public struct TicketSheetResponse: Hashable, Sendable {
    public let event: Event
    public let tickets: Int
    public let html: String

    public init(event: Event, tickets: Int, html: String) {
        self.event = event
        self.tickets = tickets
        self.html = html
    }
}
