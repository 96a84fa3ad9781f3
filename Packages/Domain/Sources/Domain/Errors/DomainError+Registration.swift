/// What registering on an event's public page, confirming it and deciding it answer when they cannot.
extension DomainError {
    /// The event takes no registrations now (`Event.takesRegistrations`).
    public static func registrationClosed(_ event: Event) -> DomainError {
        .forbidden("registration for \(event.title) is closed")
    }

    /// The registration's link was not opened within `Registration.confirmWithin`.
    public static let registrationExpired = DomainError.forbidden(
        "this registration was not confirmed within 24 hours, so it holds nothing; register again on the event's page")

    /// A page's answer before the registration behind it was confirmed.
    public static let registrationUnconfirmed = DomainError.forbidden("confirm your registration first: press Confirm on this page")

    /// A page's answer while the registration waits for an organiser's approval.
    public static let awaitingApproval = DomainError.forbidden("your registration waits for the organiser's approval; you can answer once they decide")

    /// Only a registration waiting for approval can be approved or declined.
    public static func notPending(_ guest: Guest) -> DomainError {
        .conflict(field: "guest", message: "'\(guest.handle)' is \(guest.status), not waiting for approval; only pending registrations are approved or declined")
    }
}
