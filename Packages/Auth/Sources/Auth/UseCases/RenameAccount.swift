public import Domain

/// `rushday auth rename`: changes the name the event's team sees next to the account's email.
public struct RenameAccount: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: RenameAccountRequest) async throws(DomainError) -> AccountResponse {
        let current = try await CurrentSession.resolve(dependencies)
        var user = current.user
        user.displayName = try DisplayNameRules.validate(request.displayName)
        try await dependencies.userRepository.updateProfile(of: user.id, email: user.email, displayName: user.displayName)
        return AccountResponse(user: user, session: current.session)
    }
}
