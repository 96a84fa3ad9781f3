/// Error texts that every store raises for the same rule (the SQLite store, the in-memory fake,
/// the PostgreSQL store to come), so a use case reads the same error whichever store answered.
extension DomainError {
    /// Another account already has this email.
    public static let emailTaken = DomainError.conflict(field: "email", message: "an account with this email already exists; sign in instead")

    /// Another session already has this token digest.
    public static let sessionTokenTaken = DomainError.conflict(field: "token", message: "matches an existing session; sign in again")

    /// A write names an account or event that is not (or no longer) stored.
    public static let referenceMissing = DomainError.notFound("event: the account or event this refers to no longer exists; list them again and retry")

    /// The account whose password is being changed is gone.
    public static func accountMissing(_ id: UserID) -> DomainError {
        .notFound("session: no account has id \(id); sign in again")
    }

    /// The event being updated is gone.
    public static func eventMissing(_ id: EventID) -> DomainError {
        .notFound("event: no event has id \(id); it may have been deleted")
    }
}
