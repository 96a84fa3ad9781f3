import Foundation

/// Guest texts that the Guests feature and every store raise for the same rule.
extension DomainError {
    /// Another guest of the event has this email.
    public static func guestEmailTaken(_ email: EmailAddress) -> DomainError {
        .conflict(field: "email", message: "\(email) is already on this event's guest list; update that guest instead")
    }

    /// Another guest of the event has this handle.
    public static func guestHandleTaken(_ handle: Handle) -> DomainError {
        .conflict(field: "guest", message: "'\(handle)' already names another guest of this event; choose another")
    }

    /// No guest of `event` is what `reference` names.
    public static func guestNotOnList(_ reference: String, of event: Event) -> DomainError {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        return .notFound(field: "guest", message: "no guest \(UserText.quoted(typed)) on the list of '\(event.handle)'", next: .listGuests(event: event.handle))
    }
}
