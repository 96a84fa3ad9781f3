/// Question texts that the Guests feature and every store raise for the same rule.
extension DomainError {
    /// Another question of the event has this key.
    public static func guestQuestionTaken(_ key: Handle) -> DomainError {
        .conflict(field: "key", message: "'\(key)' already names a question of this event; choose another key")
    }

    /// A guest answers a question the event does not have (it was removed meanwhile).
    public static func guestQuestionMissing(_ key: Handle) -> DomainError {
        .invalid(field: "answer", message: "this event has no question '\(key)'; list the event's questions and answer one of them")
    }
}
