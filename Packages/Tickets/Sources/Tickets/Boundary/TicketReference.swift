/// Names one ticket as typed: its reference ("K7QM3XPA") or its whole code.
public struct TicketReference: Hashable, Sendable {
    public var ticket: String

    public init(ticket: String) {
        self.ticket = ticket
    }
}
