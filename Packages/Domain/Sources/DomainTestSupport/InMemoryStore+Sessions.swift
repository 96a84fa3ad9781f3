public import Domain
public import Foundation

/// Sessions by id.
struct SessionTable: InMemoryTable {
    var byID: [SessionID: UserSession] = [:]
}

extension InMemoryTables {
    /// As in the real stores, a token digest belongs to one session only, and a session to an
    /// existing account.
    mutating func insert(_ session: UserSession) throws(DomainError) {
        guard !self[SessionTable.self].byID.values.contains(where: { $0.tokenHash == session.tokenHash }) else {
            throw .sessionTokenTaken
        }
        guard user(session.userID) != nil else { throw .referenceMissing }
        self[SessionTable.self].byID[session.id] = session.storedForm
    }

    /// A session already revoked keeps its first revocation instant.
    mutating func revoke(_ id: SessionID?, at instant: Date) {
        guard let id, self[SessionTable.self].byID[id]?.revokedAt == nil else { return }
        self[SessionTable.self].byID[id]?.revokedAt = instant.stored
    }

    mutating func revokeSessions(of user: UserID, except kept: SessionID, at instant: Date) {
        for session in self[SessionTable.self].byID.values where session.userID == user && session.id != kept {
            revoke(session.id, at: instant)
        }
    }
}

extension InMemoryStore: SessionRepository {
    public func create(_ session: UserSession, replacing replaced: SessionID?) throws(DomainError) {
        try write { tables throws(DomainError) in
            try tables.insert(session)
            tables.revoke(replaced, at: session.createdAt)
        }
    }

    public func find(tokenHash: String) -> UserSession? {
        tables[SessionTable.self].byID.values.first { $0.tokenHash == tokenHash }
    }

    public func revoke(_ id: SessionID, at instant: Date) throws(DomainError) {
        try write { tables in tables.revoke(id, at: instant) }
    }

    public func revokeAll(of user: UserID, at instant: Date) throws(DomainError) -> Int {
        try write { tables in
            let active = tables[SessionTable.self].byID.values.filter { $0.userID == user && $0.isActive(at: instant) }
            for session in active { tables.revoke(session.id, at: instant) }
            return active.count
        }
    }

    public func allSessions() -> [UserSession] { Array(tables[SessionTable.self].byID.values) }
}

extension UserSession {
    fileprivate var storedForm: UserSession {
        UserSession(id: id, userID: userID, tokenHash: tokenHash, createdAt: createdAt.stored,
                    expiresAt: expiresAt.stored, revokedAt: revokedAt?.stored)
    }
}
