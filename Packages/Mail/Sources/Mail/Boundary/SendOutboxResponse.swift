public import Domain

/// What one drain did: messages the server took, those that failed for good, and those that
/// wait for another attempt; the queued messages another sender's claim still holds after it;
/// and the set-up's rate, which paces the next drain.
public struct SendOutboxResponse: Sendable, Equatable {
    public var sent = 0
    public var failed = 0
    public var retrying = 0
    /// Invitations not sent because a newer link replaced theirs, and days' notices of answers all
    /// changed since: not failures.
    public var replaced = 0
    public var perMinute: Int?
    public var held = HeldClaims(messages: 0, until: nil)

    public init(sent: Int = 0, failed: Int = 0, retrying: Int = 0, replaced: Int = 0, perMinute: Int? = nil,
                held: HeldClaims = HeldClaims(messages: 0, until: nil)) {
        self.sent = sent
        self.failed = failed
        self.retrying = retrying
        self.replaced = replaced
        self.perMinute = perMinute
        self.held = held
    }

    public var attempted: Int { sent + failed + retrying + replaced }
}
