/// `rushday events delete EVENT [--force]`: drafts only, unless the owner forces it.
public struct DeleteEventRequest: Sendable {
    public var event: String
    public var force: Bool

    public init(event: String, force: Bool = false) {
        self.event = event
        self.force = force
    }
}
