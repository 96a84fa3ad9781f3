public import Domain

/// One question in `rushday guests questions ... --format json`. Stable schema; every key is
/// always present:
///
///     {"key": "meal", "kind": "text" | "choice" | "yes-no", "choices": ["Fish", "Vegan"],
///      "prompt": "What will you eat?" | null, "answers": 3}
///
/// `choices` is empty but for a choice question; `answers` counts the guests who answered (in
/// `questions remove`, the answers it dropped).
public struct QuestionJSON: Encodable, Hashable, Sendable {
    public let key: String
    public let kind: String
    public let choices: [String]
    public let prompt: String?
    public let answers: Int

    public init(_ question: GuestQuestion, answers: Int) {
        key = question.key.value
        kind = question.kind.rawValue
        choices = question.choices
        prompt = question.prompt
        self.answers = answers
    }

    enum CodingKeys: String, CodingKey {
        case key, kind, choices, prompt, answers
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(kind, forKey: .kind)
        try container.encode(choices, forKey: .choices)
        try container.encode(prompt, forKey: .prompt)
        try container.encode(answers, forKey: .answers)
    }
}
