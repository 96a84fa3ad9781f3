/// What `rushday tickets types add` asks. Fields stay as typed: the use case checks them.
public struct TicketTypeRequest: Hashable, Sendable {
    public var event: String
    public var name: String
    /// A decimal amount in the event's currency ("25.00").
    public var price: String
    public var quota: Int?
    public var pool: String?
    /// Read in the event's zone.
    public var opens: String?
    public var closes: String?
    public var maxPerIssue: Int?

    public init(event: String, name: String, price: String, quota: Int? = nil, pool: String? = nil,
                opens: String? = nil, closes: String? = nil, maxPerIssue: Int? = nil) {
        self.event = event
        self.name = name
        self.price = price
        self.quota = quota
        self.pool = pool
        self.opens = opens
        self.closes = closes
        self.maxPerIssue = maxPerIssue
    }
}
