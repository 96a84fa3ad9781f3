/// What `rushday guests questions list EVENT` asks.
public struct ListQuestionsRequest: Hashable, Sendable {
    public var event: String

    public init(event: String) {
        self.event = event
    }
}
