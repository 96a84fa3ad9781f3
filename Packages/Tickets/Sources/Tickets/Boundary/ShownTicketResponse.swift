public import Domain

/// One ticket shown: its details and code, the QR code drawn from the code (none for a
/// cancelled ticket, whose code the door refuses), and the images asked for, in order.
public struct ShownTicketResponse: Hashable, Sendable {
    public let ticket: TicketsResponse
    public let symbol: QRSymbol?
    public let images: [TicketImage]

    public init(ticket: TicketsResponse, symbol: QRSymbol?, images: [TicketImage]) {
        self.ticket = ticket
        self.symbol = symbol
        self.images = images
    }
}
