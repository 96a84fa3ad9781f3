import Domain
import Foundation

/// Signs a user in on this machine: a fresh random token, of which the store keeps only the
/// digest, saved to the session file in place of whatever session was there. The replaced
/// session is revoked by the same store write that stores the new one, so a copy of its token
/// elsewhere stops working too, and a failure changes neither.
struct SessionStarter {
    let dependencies: any AuthDependencies

    /// `store` is that one write: it records `session` and revokes `replaced` together.
    func signIn(
        _ user: User,
        storing store: (_ session: UserSession, _ replaced: SessionID?) async throws(DomainError) -> Void
    ) async throws(DomainError) -> AccountResponse {
        let now = dependencies.clock.now()
        let previousToken = try dependencies.sessionTokenStore.load()
        let replaced = try await activeSession(of: previousToken, at: now)
        let token = dependencies.tokenGenerator.makeToken()
        let session = UserSession(
            id: dependencies.identifierGenerator.make(UserSession.self),
            userID: user.id,
            tokenHash: dependencies.tokenGenerator.digest(token),
            createdAt: now,
            expiresAt: now.addingTimeInterval(UserSession.lifetime)
        )
        try await SessionFileSwap(tokenStore: dependencies.sessionTokenStore)
            .replace(previousToken, with: token) { () async throws(DomainError) in
                try await store(session, replaced?.id)
            }
        return AccountResponse(user: user, session: session)
    }

    private func activeSession(of token: String?, at now: Date) async throws(DomainError) -> UserSession? {
        guard let token,
              let session = try await dependencies.sessionRepository.find(tokenHash: dependencies.tokenGenerator.digest(token)),
              session.isActive(at: now)
        else { return nil }
        return session
    }
}
