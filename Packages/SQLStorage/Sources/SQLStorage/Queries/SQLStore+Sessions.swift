public import Domain
public import Foundation

extension SQLStore {
    public func create(_ session: UserSession, replacing replaced: SessionID?) async throws(DomainError) {
        try await writing { db in
            try db.execute(SessionRow.insert(session))
            if let replaced { try db.execute(SessionRow.revoke(replaced, at: session.createdAt)) }
        }
    }

    public func find(tokenHash: String) async throws(DomainError) -> UserSession? {
        try await readingFirst("SELECT \(raw: SessionRow.columns) FROM sessions WHERE token_hash = \(tokenHash)", SessionRow.read)
    }

    /// A session revoked already keeps its first revocation instant.
    public func revoke(_ id: SessionID, at instant: Date) async throws(DomainError) {
        try await writing { db in try db.execute(SessionRow.revoke(id, at: instant)) }
    }

    public func revokeAll(of user: UserID, at instant: Date) async throws(DomainError) -> Int {
        try await writing { db in try db.execute(SessionRow.revokeAll(of: user, at: instant)) }
    }
}
