/// What one drain did: messages the server took, those that failed for good, and those that
/// wait for another attempt; and the set-up's rate, which paces the next drain.
public struct SendOutboxResponse: Sendable, Equatable {
    public var sent = 0
    public var failed = 0
    public var retrying = 0
    public var perMinute: Int?

    public init(sent: Int = 0, failed: Int = 0, retrying: Int = 0, perMinute: Int? = nil) {
        self.sent = sent
        self.failed = failed
        self.retrying = retrying
        self.perMinute = perMinute
    }

    public var attempted: Int { sent + failed + retrying }
}
