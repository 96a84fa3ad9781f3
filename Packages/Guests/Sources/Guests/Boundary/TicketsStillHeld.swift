public import Domain

/// A guest an import declined who still holds valid tickets, and their references.
public struct TicketsStillHeld: Hashable, Sendable {
    public let guest: Handle
    public let tickets: [String]

    public init(guest: Handle, tickets: [String]) {
        self.guest = guest
        self.tickets = tickets
    }
}
