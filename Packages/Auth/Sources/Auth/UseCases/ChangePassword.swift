public import Domain

/// `rushday auth passwd`: replaces the password and signs out every other session of the user.
public struct ChangePassword: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ChangePasswordRequest) async throws(DomainError) -> AccountResponse {
        let current = try await CurrentSession.resolve(dependencies)
        let user = current.user
        let currentPassword = PasswordRules.normalised(request.currentPassword)
        let newPassword = PasswordRules.normalised(request.newPassword)
        try PasswordRules.validate(newPassword, for: user.email, field: "new-password")
        guard newPassword != currentPassword else {
            throw .invalid(field: "new-password", message: "must differ from the current password; choose a new one")
        }

        let now = dependencies.clock.now()
        let check = try await CurrentPasswordCheck(request.currentPassword, of: user, client: request.client, dependencies)
        let newHash = try dependencies.passwordHasher.hash(newPassword)
        try await check.passed()
        // One store write: the new hash never stands while other sessions still work, and a
        // failure leaves the old password and every session as they were.
        try await dependencies.userRepository.updatePasswordHash(
            of: user.id, to: newHash, revokingSessionsExcept: current.session.id, at: now)
        return AccountResponse(user: user, session: current.session)
    }
}
