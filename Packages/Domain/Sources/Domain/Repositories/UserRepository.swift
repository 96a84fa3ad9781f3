public import Foundation

/// Accounts. Emails are unique. Each write is one transaction: all of it is stored or none.
public protocol UserRepository: Sendable {
    /// Stores a new account together with its first session (which belongs to it) and revokes
    /// `replaced`, the session this machine was signed in with, at the new session's
    /// `createdAt`. A taken email throws `.conflict(field: "email", ...)`.
    func create(_ user: User, firstSession: UserSession, replacing replaced: SessionID?) async throws(DomainError)
    func find(id: UserID) async throws(DomainError) -> User?
    func find(email: EmailAddress) async throws(DomainError) -> User?
    /// Replaces the password hash and revokes every active session of the user but `kept`
    /// (the one that changed it), so no other sign-in outlives the old password.
    func updatePasswordHash(of id: UserID, to hash: String, revokingSessionsExcept kept: SessionID, at instant: Date) async throws(DomainError)
    /// Replaces the account's email and name. A taken email throws `.emailTaken` and changes
    /// nothing; a missing account is `.accountMissing`.
    func updateProfile(of id: UserID, email: EmailAddress, displayName: String) async throws(DomainError)
}
