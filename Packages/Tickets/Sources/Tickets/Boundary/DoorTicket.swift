/// A ticket as the door sees it: who holds it, which type, and whether it is inside now.
public struct DoorTicket: Hashable, Sendable {
    public let view: TicketView
    public let inside: Bool
}
