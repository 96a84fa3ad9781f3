/// The valid tickets an event holds, counted: what quotas and parties are checked against.
public struct TicketCounts: Hashable, Sendable {
    public var byType: [TicketTypeID: Int]
    public var byGuest: [GuestID: Int]

    public init(byType: [TicketTypeID: Int] = [:], byGuest: [GuestID: Int] = [:]) {
        self.byType = byType
        self.byGuest = byGuest
    }
}
