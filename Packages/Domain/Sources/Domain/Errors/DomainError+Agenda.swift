/// Agenda texts that the Agenda feature and every store raise for the same rule.
extension DomainError {
    /// Another session of the event has this handle.
    public static func agendaSessionHandleTaken(_ handle: Handle) -> DomainError {
        .conflict(field: "session", message: "'\(handle)' already names another session of this event; choose another")
    }

    /// A session that ends when or before it starts.
    public static let agendaSessionEndsBeforeStart = DomainError.invalid(
        field: "ends", message: "a session must end after it starts; move the end or the start")
}
