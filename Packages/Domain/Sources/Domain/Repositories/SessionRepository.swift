public import Foundation

/// Signed-in sessions, found by the SHA-256 of their token.
public protocol SessionRepository: Sendable {
    func create(_ session: UserSession) async throws(DomainError)
    func find(tokenHash: String) async throws(DomainError) -> UserSession?
    func revoke(_ id: SessionID, at instant: Date) async throws(DomainError)
    /// Revokes every active session of the user but `keeping` (after a password change).
    func revokeAll(of userID: UserID, keeping: SessionID?, at instant: Date) async throws(DomainError)
}
