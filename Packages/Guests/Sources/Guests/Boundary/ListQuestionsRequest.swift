/// What `rushday guests questions list EVENT` asks.
public struct ListQuestionsRequest: Hashable, Sendable {
    public var event: String
    /// Whether to count each question's answers, which reads the whole guest list; a form that
    /// only asks the questions does without.
    public var countingAnswers: Bool

    public init(event: String, countingAnswers: Bool = true) {
        self.event = event
        self.countingAnswers = countingAnswers
    }
}
