/// What `rushday tickets types update EVENT TYPE` asks. Nil keeps a field; for `pool`, `opens`
/// and `closes` the empty text "" clears it, and `quota` -1 removes the type's own quota.
public struct UpdateTicketTypeRequest: Hashable, Sendable {
    public var event: String
    public var type: String
    public var name: String?
    public var price: String?
    public var quota: Int?
    public var pool: String?
    public var opens: String?
    public var closes: String?
    public var maxPerIssue: Int?

    public init(event: String, type: String, name: String? = nil, price: String? = nil, quota: Int? = nil, pool: String? = nil,
                opens: String? = nil, closes: String? = nil, maxPerIssue: Int? = nil) {
        self.event = event
        self.type = type
        self.name = name
        self.price = price
        self.quota = quota
        self.pool = pool
        self.opens = opens
        self.closes = closes
        self.maxPerIssue = maxPerIssue
    }
}
