public import Domain

/// `rushday auth logout --everywhere`: ends every session of the signed-in account, on every
/// machine and in every browser, this one included.
public struct LogOutEverywhere: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> LogOutEverywhereResponse {
        let current = try await CurrentSession.resolve(dependencies)
        let token = try dependencies.sessionTokenStore.load()
        var ended = 0
        let sessions = dependencies.sessionRepository
        try await SessionFileSwap(tokenStore: dependencies.sessionTokenStore)
            .replace(token, with: nil) { () async throws(DomainError) in
                ended = try await sessions.revokeAll(of: current.user.id, at: dependencies.clock.now())
            }
        return LogOutEverywhereResponse(sessionsEnded: ended)
    }
}
