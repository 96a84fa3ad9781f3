public import Domain

/// `rushday auth whoami`: the account this machine is signed in with.
public struct WhoAmI: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> AccountResponse {
        let current = try await CurrentSession.resolve(dependencies)
        return AccountResponse(user: current.user, session: current.session)
    }
}
