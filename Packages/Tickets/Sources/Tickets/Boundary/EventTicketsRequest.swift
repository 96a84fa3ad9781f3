/// Names an event as typed, for the commands that take nothing else (`types list`, `key export`).
public struct EventTicketsRequest: Hashable, Sendable {
    public var event: String

    public init(event: String) {
        self.event = event
    }
}
