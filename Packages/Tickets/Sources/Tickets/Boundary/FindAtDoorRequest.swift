/// A guest without their code, looked up at the door by name or email.
public struct FindAtDoorRequest: Hashable, Sendable {
    public var event: String
    public var query: String

    public init(event: String, query: String) {
        self.event = event
        self.query = query
    }
}
