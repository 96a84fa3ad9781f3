public import Domain

/// One question after `questions add`, `update` or `remove`; `droppedAnswers` counts the
/// guests' answers a forced update or removal dropped.
public struct QuestionResponse: Hashable, Sendable {
    public let event: Event
    public let question: GuestQuestion
    public let droppedAnswers: Int

    public init(event: Event, question: GuestQuestion, droppedAnswers: Int = 0) {
        self.event = event
        self.question = question
        self.droppedAnswers = droppedAnswers
    }
}
