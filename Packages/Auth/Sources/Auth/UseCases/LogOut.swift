public import Domain

/// `rushday auth logout`: ends this machine's session. Not being signed in is not an error.
public protocol LogOutUseCase: Sendable {
    func execute() async throws(DomainError) -> LogOutResponse
}

public struct LogOut: LogOutUseCase {
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
        var wasSignedIn = false
        if let session = try await repository.find(tokenHash: dependencies.tokenGenerator.digest(token)),
           session.isActive(at: now) {
            try await repository.revoke(session.id, at: now)
            wasSignedIn = true
        }
        // A token whose session expired or was revoked elsewhere is cleared too: it can never
        // sign in again.
        try dependencies.sessionTokenStore.clear()
        return LogOutResponse(wasSignedIn: wasSignedIn)
    }
}
