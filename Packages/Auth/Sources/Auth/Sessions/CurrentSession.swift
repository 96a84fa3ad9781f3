import Domain

/// The session this machine is signed in with, and its user.
struct CurrentSession {
    let session: UserSession
    let user: User

    /// Throws `.notSignedIn` when there is no token, or its session is unknown, revoked or
    /// expired, or its user no longer exists.
    static func resolve(_ dependencies: any AuthDependencies) async throws(DomainError) -> CurrentSession {
        guard let token = try dependencies.sessionTokenStore.load(),
              let session = try await dependencies.sessionRepository.find(tokenHash: dependencies.tokenGenerator.digest(token)),
              session.isActive(at: dependencies.clock.now()),
              let user = try await dependencies.userRepository.find(id: session.userID)
        else { throw .notSignedIn }
        return CurrentSession(session: session, user: user)
    }
}
