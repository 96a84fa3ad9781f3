public import Domain

/// What an upload of offline scans did, scan by scan in the order given, and the conflicts of
/// the tickets it touched (`tickets conflicts` has the event's all).
public struct SyncResponse: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case recorded
        /// Uploaded before (its nonce is stored): nothing changed.
        case duplicate
        /// Not recorded: a code the event's key does not vouch for, or no ticket of the event.
        case refused(CodeRefusal)
    }

    public struct Result: Hashable, Sendable {
        public let nonce: String
        public let code: String
        public let outcome: Outcome
    }

    public let event: Event
    public let device: String
    public let results: [Result]
    public let conflicts: [ScanConflict]

    public func count(_ outcome: (Outcome) -> Bool) -> Int { results.count { outcome($0.outcome) } }
}
