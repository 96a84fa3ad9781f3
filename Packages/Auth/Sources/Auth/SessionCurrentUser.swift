public import Domain

/// The signed-in user as every other feature sees it: resolved from this machine's session
/// token, so no other feature needs to know how sessions work.
public struct SessionCurrentUser: CurrentUserProvider {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func requireUser() async throws(DomainError) -> User {
        let user = try await CurrentSession.resolve(dependencies).user
        AuditTrail.visit?.identify(.account(email: user.email.value))
        return user
    }
}
