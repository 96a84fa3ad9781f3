public import Domain

/// `rushday events publish | cancel | complete EVENT`.
public struct ChangeEventStatusRequest: Sendable {
    public var event: String
    public var target: EventStatus
    /// `complete --force`: complete an event that has not started yet. Only completion asks.
    public var force: Bool

    public init(event: String, target: EventStatus, force: Bool = false) {
        self.event = event
        self.target = target
        self.force = force
    }
}
