public import Domain

/// One ticket as commands show it: with its type and its signed code.
public struct TicketView: Hashable, Sendable {
    public let ticket: Ticket
    public let type: TicketType
    public let code: String

    public init(ticket: Ticket, type: TicketType, code: String) {
        self.ticket = ticket
        self.type = type
        self.code = code
    }
}
