/// What `rushday tickets pools set EVENT POOL --quota N` asks: a pool made or its quota changed.
public struct SetPoolRequest: Hashable, Sendable {
    public var event: String
    public var pool: String
    public var quota: Int

    public init(event: String, pool: String, quota: Int) {
        self.event = event
        self.pool = pool
        self.quota = quota
    }
}
