/// One door of an event, by name (`tickets door revoke EVENT NAME`).
public struct DoorRequest: Hashable, Sendable {
    public var event: String
    public var name: String

    public init(event: String, name: String) {
        self.event = event
        self.name = name
    }
}
