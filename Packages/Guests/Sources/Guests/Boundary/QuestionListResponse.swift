public import Domain

/// An event's questions, in the order they were added, with how many guests answered each.
public struct QuestionListResponse: Hashable, Sendable {
    public let event: Event
    public let questions: [GuestQuestion]
    /// By question key; a key with no answers is absent.
    public let answerCounts: [Handle: Int]

    public init(event: Event, questions: [GuestQuestion], answerCounts: [Handle: Int]) {
        self.event = event
        self.questions = questions
        self.answerCounts = answerCounts
    }
}
