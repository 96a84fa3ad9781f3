public import Domain

/// `rushday auth email`: moves the account to a new email once its current password is given;
/// signing in then takes the new one. Sessions stay: the password did not change.
public struct ChangeEmail: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ChangeEmailRequest) async throws(DomainError) -> AccountResponse {
        let current = try await CurrentSession.resolve(dependencies)
        let user = current.user
        let email = try EmailAddress(request.newEmail)
        guard email != user.email else {
            throw .invalid(field: "email", message: "is already this account's email; give the new one")
        }
        let check = try await CurrentPasswordCheck(request.currentPassword, of: user, client: request.client, dependencies)
        try await check.passed()
        do throws(DomainError) {
            try await dependencies.userRepository.updateProfile(of: user.id, email: email, displayName: user.displayName)
        } catch where error == .emailTaken {
            throw .conflict(field: "email", message: "belongs to another account; give an address of your own")
        }
        var changed = user
        changed.email = email
        return AccountResponse(user: changed, session: current.session)
    }
}
