public import Domain

/// The printable page written: how many tickets it holds, and where.
public struct TicketSheetResponse: Hashable, Sendable {
    public let event: Event
    public let tickets: Int
    public let path: String

    public init(event: Event, tickets: Int, path: String) {
        self.event = event
        self.tickets = tickets
        self.path = path
    }
}
