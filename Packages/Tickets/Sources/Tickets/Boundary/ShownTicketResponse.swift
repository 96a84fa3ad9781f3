public import Domain

/// One ticket shown: its details and code, the QR code drawn from the code (none for a
/// cancelled ticket, whose code the door refuses), and the image files written.
public struct ShownTicketResponse: Hashable, Sendable {
    public let ticket: TicketsResponse
    public let symbol: QRSymbol?
    public let written: [String]

    public init(ticket: TicketsResponse, symbol: QRSymbol?, written: [String]) {
        self.ticket = ticket
        self.symbol = symbol
        self.written = written
    }
}
