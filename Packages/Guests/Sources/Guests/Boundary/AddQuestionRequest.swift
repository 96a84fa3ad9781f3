public import Domain

/// What `rushday guests questions add EVENT KEY` asks. Fields stay as typed: the use case checks
/// them.
public struct AddQuestionRequest: Hashable, Sendable {
    public var event: String
    public var key: String
    public var kind: GuestQuestion.Kind
    public var choices: [String]
    public var prompt: String?

    public init(event: String, key: String, kind: GuestQuestion.Kind, choices: [String] = [], prompt: String? = nil) {
        self.event = event
        self.key = key
        self.kind = kind
        self.choices = choices
        self.prompt = prompt
    }
}
