/// What a guest's personal link and page answer when they cannot serve.
extension DomainError {
    /// The same for every link that does not open a page, so a guess learns nothing.
    public static let linkInvalid = DomainError.notFound(field: "link", message: "this link is not valid; ask the organiser for a new one")

    /// The organiser switched the event's guest pages off.
    public static let guestPagesOff = DomainError.forbidden("the organiser has switched off the guests' pages of this event")

    /// Answers on the guest's page closed (`Event.takesAnswers`).
    public static func answersClosed(_ event: Event) -> DomainError {
        .forbidden("answers to \(event.title) are closed; ask the organiser to change yours")
    }
}
