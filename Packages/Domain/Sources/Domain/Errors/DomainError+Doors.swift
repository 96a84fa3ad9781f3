/// What door links answer when they cannot serve.
extension DomainError {
    /// The same for an unknown, revoked or expired door link, so a guess learns nothing.
    public static let doorLinkInvalid = DomainError.forbidden("this door link is not valid any more (revoked or expired); ask the event's organiser for a new one")

    /// Another door of the event that is not revoked has this name.
    public static func doorNameTaken(_ name: String) -> DomainError {
        .conflict(field: "name", message: "a door named \(UserText.quoted(name)) is already open at this event; choose another name or revoke it first")
    }
}
