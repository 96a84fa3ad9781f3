/// What `rushday guests questions update EVENT KEY [--prompt T] [--choice V ...] [--force]` asks:
/// a new prompt ("" shows the key instead), new choices (all of them, replacing the old), or
/// both; `force` drops the answers no new choice matches, which are otherwise a reason to refuse.
public struct UpdateQuestionRequest: Hashable, Sendable {
    public var event: String
    public var key: String
    /// nil keeps the prompt; "" clears it.
    public var prompt: String?
    /// nil keeps the choices.
    public var choices: [String]?
    public var force: Bool

    public init(event: String, key: String, prompt: String? = nil, choices: [String]? = nil, force: Bool = false) {
        self.event = event
        self.key = key
        self.prompt = prompt
        self.choices = choices
        self.force = force
    }
}
