public import Domain
public import Foundation

extension InMemoryStore: SessionRepository {
    public func create(_ session: UserSession, replacing replaced: SessionID?) throws(DomainError) {
        try checkWrite()
        try ensureFree(tokenHash: session.tokenHash)
        sessions[session.id] = session
        markRevoked(replaced, at: session.createdAt)
    }

    public func find(tokenHash: String) -> UserSession? {
        sessions.values.first { $0.tokenHash == tokenHash }
    }

    public func revoke(_ id: SessionID, at instant: Date) throws(DomainError) {
        try checkWrite()
        markRevoked(id, at: instant)
    }

    /// Like the real stores, a token digest belongs to one session only.
    func ensureFree(tokenHash: String) throws(DomainError) {
        guard !sessions.values.contains(where: { $0.tokenHash == tokenHash }) else {
            throw .sessionTokenTaken
        }
    }

    /// A session already revoked keeps its first revocation instant.
    func markRevoked(_ id: SessionID?, at instant: Date) {
        guard let id, sessions[id]?.revokedAt == nil else { return }
        sessions[id]?.revokedAt = instant
    }
}
