/// The questions each event asks its guests, in the order they were added. The Guests feature
/// checks answers against them; every store refuses a guest's answer to a question its event
/// does not have (`GuestRepository.change` and `changeQuestions` alike).
public protocol GuestQuestionRepository: Sendable {
    /// The event's questions, in the order `changeQuestions` left them.
    func questions(of event: EventID) async throws(DomainError) -> [GuestQuestion]

    /// Reads the event, its questions and its guests inside ONE write transaction, lets `body`
    /// change the questions and the guests (removing a question with `force` drops its answers
    /// from the guests), and stores what changed before anyone else may write. An error from
    /// `body` changes nothing. A missing event throws `.eventMissing`; two questions with one
    /// key throw `.guestQuestionTaken`; an answer to a question not in the list throws
    /// `.guestQuestionMissing`.
    func changeQuestions<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [GuestQuestion], inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome
}
