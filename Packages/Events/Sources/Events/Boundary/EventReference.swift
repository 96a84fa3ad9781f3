/// Names one event by the handle the user typed: `events show EVENT`, `members list EVENT`.
public struct EventReference: Sendable {
    public var event: String

    public init(event: String) {
        self.event = event
    }
}
