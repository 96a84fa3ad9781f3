public import Domain

/// The valid tickets of the guest whose page asks, oldest first, each with its QR code as an
/// SVG element (without the XML declaration a file has), for the guest's page and its printable view.
public struct GuestTicketsResponse: Hashable, Sendable {
    public struct Shown: Hashable, Sendable {
        public let view: TicketView
        public let svg: String

        public init(view: TicketView, svg: String) {
            self.view = view
            self.svg = svg
        }
    }

    public let event: Event
    public let tickets: [Shown]

    public init(event: Event, tickets: [Shown]) {
        self.event = event
        self.tickets = tickets
    }
}
