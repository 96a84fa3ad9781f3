/// What `rushday guests questions remove EVENT KEY [--force]` asks: `force` drops the answers
/// guests gave, which are otherwise a reason to refuse.
public struct RemoveQuestionRequest: Hashable, Sendable {
    public var event: String
    public var key: String
    public var force: Bool

    public init(event: String, key: String, force: Bool = false) {
        self.event = event
        self.key = key
        self.force = force
    }
}
