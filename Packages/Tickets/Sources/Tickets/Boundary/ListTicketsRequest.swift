public import Domain

/// What `rushday tickets list EVENT [--type T] [--status S]` asks.
public struct ListTicketsRequest: Hashable, Sendable {
    public var event: String
    public var type: String?
    public var status: TicketStatus?

    public init(event: String, type: String? = nil, status: TicketStatus? = nil) {
        self.event = event
        self.type = type
        self.status = status
    }
}
