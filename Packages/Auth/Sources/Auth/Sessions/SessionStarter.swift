import Domain
import Foundation

/// Signs a user in on this machine: a fresh random token, of which the store keeps only the
/// digest, saved to the session file in place of whatever session was there.
struct SessionStarter {
    let dependencies: any AuthDependencies

    func signIn(_ user: User) async throws(DomainError) -> AccountResponse {
        let now = dependencies.clock.now()
        let previousToken = try dependencies.sessionTokenStore.load()
        let token = dependencies.tokenGenerator.makeToken()
        let session = UserSession(
            id: dependencies.identifierGenerator.make(UserSession.self),
            userID: user.id,
            tokenHash: dependencies.tokenGenerator.digest(token),
            createdAt: now,
            expiresAt: now.addingTimeInterval(UserSession.lifetime)
        )
        // The new session is stored before the file changes, so a store failure leaves the
        // previous sign-in working.
        try await dependencies.sessionRepository.create(session)
        try dependencies.sessionTokenStore.save(token)
        if let previousToken {
            try await revoke(previousToken, at: now)
        }
        return AccountResponse(user: user, session: session)
    }

    /// The replaced token is gone from the file; revoking its session makes sure a copy of
    /// it elsewhere stops working too.
    private func revoke(_ token: String, at now: Date) async throws(DomainError) {
        let repository = dependencies.sessionRepository
        guard let session = try await repository.find(tokenHash: dependencies.tokenGenerator.digest(token)),
              session.isActive(at: now)
        else { return }
        try await repository.revoke(session.id, at: now)
    }
}
