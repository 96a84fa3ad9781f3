public import Domain
public import Foundation

/// Accounts by id.
struct UserTable: InMemoryTable {
    var byID: [UserID: User] = [:]
}

extension InMemoryTables {
    func user(_ id: UserID) -> User? { self[UserTable.self].byID[id] }

    /// As in the real stores, an email belongs to one account only.
    mutating func insert(_ user: User) throws(DomainError) {
        guard !self[UserTable.self].byID.values.contains(where: { $0.email == user.email }) else { throw .emailTaken }
        self[UserTable.self].byID[user.id] = user.storedForm
    }
}

extension InMemoryStore: UserRepository {
    public func create(_ user: User, firstSession: UserSession, replacing replaced: SessionID?) throws(DomainError) {
        try write { tables throws(DomainError) in
            try tables.insert(user)
            try tables.insert(firstSession)
            tables.revoke(replaced, at: firstSession.createdAt)
        }
    }

    /// An account with no session, for tests of features that need people but not sign-ins.
    /// The app only makes accounts with `create(_:firstSession:replacing:)`.
    public func create(_ user: User) throws(DomainError) {
        try write { tables throws(DomainError) in try tables.insert(user) }
    }

    public func find(id: UserID) -> User? { tables.user(id) }

    public func find(email: EmailAddress) -> User? {
        tables[UserTable.self].byID.values.first { $0.email == email }
    }

    public func updatePasswordHash(of id: UserID, to hash: String, revokingSessionsExcept kept: SessionID,
                                   at instant: Date) throws(DomainError) {
        try write { tables throws(DomainError) in
            guard tables.user(id) != nil else { throw .accountMissing(id) }
            tables[UserTable.self].byID[id]?.passwordHash = hash
            tables.revokeSessions(of: id, except: kept, at: instant)
        }
    }

    public func updateProfile(of id: UserID, email: EmailAddress, displayName: String) throws(DomainError) {
        try write { tables throws(DomainError) in
            guard tables.user(id) != nil else { throw .accountMissing(id) }
            guard !tables[UserTable.self].byID.values.contains(where: { $0.email == email && $0.id != id }) else { throw .emailTaken }
            tables[UserTable.self].byID[id]?.email = email
            tables[UserTable.self].byID[id]?.displayName = displayName
        }
    }
}

extension User {
    fileprivate var storedForm: User {
        User(id: id, email: email, displayName: displayName, passwordHash: passwordHash, createdAt: createdAt.stored)
    }
}
