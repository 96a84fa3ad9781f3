public import Domain

/// The valid tickets of the guest whose page asks, oldest first, each with its QR code's
/// modules, for the guest's page and its printable view to draw.
public struct GuestTicketsResponse: Hashable, Sendable {
    public struct Shown: Hashable, Sendable {
        public let view: TicketView
        public let symbol: QRSymbol

        public init(view: TicketView, symbol: QRSymbol) {
            self.view = view
            self.symbol = symbol
        }
    }

    public let event: Event
    public let tickets: [Shown]

    public init(event: Event, tickets: [Shown]) {
        self.event = event
        self.tickets = tickets
    }
}
