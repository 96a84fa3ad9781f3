public import Domain
public import Foundation

extension InMemoryStore: UserRepository {
    public func create(_ user: User, firstSession: UserSession, replacing replaced: SessionID?) throws(DomainError) {
        try checkWrite()
        try ensureFree(user.email)
        try ensureFree(tokenHash: firstSession.tokenHash)
        users[user.id] = user
        sessions[firstSession.id] = firstSession
        markRevoked(replaced, at: firstSession.createdAt)
    }

    /// An account with no session, for tests of features that need people but not sign-ins.
    /// The app only makes accounts with `create(_:firstSession:replacing:)`.
    public func create(_ user: User) throws(DomainError) {
        try checkWrite()
        try ensureFree(user.email)
        users[user.id] = user
    }

    public func find(id: UserID) -> User? { users[id] }

    public func find(email: EmailAddress) -> User? {
        users.values.first { $0.email == email }
    }

    public func updatePasswordHash(of id: UserID, to hash: String, revokingSessionsExcept kept: SessionID, at instant: Date) throws(DomainError) {
        try checkWrite()
        guard users[id] != nil else { throw .accountMissing(id) }
        users[id]?.passwordHash = hash
        for (sessionID, session) in sessions where session.userID == id && sessionID != kept {
            markRevoked(sessionID, at: instant)
        }
    }

    private func ensureFree(_ email: EmailAddress) throws(DomainError) {
        guard !users.values.contains(where: { $0.email == email }) else {
            throw .emailTaken
        }
    }
}
