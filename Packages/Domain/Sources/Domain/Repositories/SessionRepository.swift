public import Foundation

/// Signed-in sessions, found by the SHA-256 of their token. Each write is one transaction.
public protocol SessionRepository: Sendable {
    /// Stores a new session and revokes `replaced`, the session this machine was signed in
    /// with, at the new session's `createdAt`.
    func create(_ session: UserSession, replacing replaced: SessionID?) async throws(DomainError)
    func find(tokenHash: String) async throws(DomainError) -> UserSession?
    func revoke(_ id: SessionID, at instant: Date) async throws(DomainError)
    /// Revokes every session of the user still active at `instant`, and says how many.
    func revokeAll(of user: UserID, at instant: Date) async throws(DomainError) -> Int
}
