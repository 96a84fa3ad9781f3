/// What mail's commands and pages answer when they cannot go on.
extension DomainError {
    /// Nothing can be sent before the store has a mail set-up.
    public static let mailNotSetUp = DomainError.invalid(field: "mail", message: "mail is not set up", next: .setUpMail)

    public static func reminderMissing(_ id: String) -> DomainError {
        .notFound(field: "reminder", message: "no reminder \(id) waits for this event")
    }

    public static func mailMessageMissing(_ id: String) -> DomainError {
        .notFound(field: "message", message: "no message \(id) in this event's outbox")
    }

    /// The same for every unsubscribe link that does not work, as for personal links.
    public static let unsubscribeInvalid = DomainError.notFound(field: "link", message: "this unsubscribe link is not valid")
}
