/// A quota several ticket types share ("100 seats" for both "Early bird" and "Regular").
public struct TicketPool: Hashable, Sendable {
    public let eventID: EventID
    public let handle: Handle
    public var quota: Int

    public init(eventID: EventID, handle: Handle, quota: Int) {
        self.eventID = eventID
        self.handle = handle
        self.quota = quota
    }
}
