public import Domain

/// `rushday auth logout`: ends this machine's session. Not being signed in is not an error.
public struct LogOut: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> LogOutResponse {
        guard let token = try dependencies.sessionTokenStore.load() else {
            return LogOutResponse(wasSignedIn: false)
        }
        let now = dependencies.clock.now()
        let repository = dependencies.sessionRepository
        let active = try await repository.find(tokenHash: dependencies.tokenGenerator.digest(token))
            .flatMap { $0.isActive(at: now) ? $0 : nil }
        // A token whose session expired or was revoked elsewhere is cleared too: it can never
        // sign in again.
        try await SessionFileSwap(tokenStore: dependencies.sessionTokenStore)
            .replace(token, with: nil) { () async throws(DomainError) in
                if let active {
                    try await repository.revoke(active.id, at: now)
                }
            }
        return LogOutResponse(wasSignedIn: active != nil)
    }
}
