/// Error texts that several packages raise for the same rule (a use case checking first, every
/// store enforcing it), so each text has one home and every store answers alike.
extension DomainError {
    /// Another event already has this handle.
    public static func handleTaken(_ handle: Handle) -> DomainError {
        .conflict(field: "handle", message: "'\(handle)' is already used by another event; choose another handle")
    }

    /// Another account already has this email.
    public static let emailTaken = DomainError.conflict(field: "email", message: "an account with this email already exists; sign in instead")

    /// A session names an account that is gone (deleted after it signed in).
    public static func accountMissing(_ id: UserID) -> DomainError {
        .notFound(field: "session", message: "no account has id \(id); sign in again")
    }

    /// A new session's token digest is already stored (a token generated twice).
    public static let sessionTokenTaken = DomainError.conflict(field: "token", message: "matches an existing session; sign in again")

    /// A write names an account or event that is not (or no longer) stored.
    public static let referenceMissing = DomainError.notFound(field: "event", message: "the account or event this refers to no longer exists; list them again and retry")

    /// The event being updated is gone.
    public static func eventMissing(_ id: EventID) -> DomainError {
        .notFound(field: "event", message: "no event has id \(id); it may have been deleted")
    }
}
