public import Domain
public import Foundation

extension InMemoryStore: SessionRepository {
    public func create(_ session: UserSession) throws(DomainError) {
        try checkWrite()
        sessions[session.id] = session
    }

    public func find(tokenHash: String) -> UserSession? {
        sessions.values.first { $0.tokenHash == tokenHash }
    }

    public func revoke(_ id: SessionID, at instant: Date) throws(DomainError) {
        try checkWrite()
        if sessions[id]?.revokedAt == nil { sessions[id]?.revokedAt = instant }
    }

    public func revokeAll(of userID: UserID, keeping: SessionID?, at instant: Date) throws(DomainError) {
        try checkWrite()
        for (id, session) in sessions where session.userID == userID && id != keeping && session.revokedAt == nil {
            sessions[id]?.revokedAt = instant
        }
    }
}
