/// Names one session of one event as typed: `agenda show | remove EVENT SESSION` (its handle).
public struct SessionReference: Hashable, Sendable {
    public var event: String
    public var session: String

    public init(event: String, session: String) {
        self.event = event
        self.session = session
    }
}
