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

        // Guessing the current password here is throttled like guessing it at login, so an
        // unattended signed-in terminal is no way around the lock.
        let now = dependencies.clock.now()
        let throttling = SignInThrottling(repository: dependencies.signInThrottleRepository, clock: dependencies.clock, email: user.email,
                                          client: SignInThrottle.commandLine)
        let throttle = try await throttling.ensureUnlocked(at: now)
        guard try dependencies.passwordHasher.verify(currentPassword, against: user.passwordHash) else {
            if let lockedUntil = try await throttling.recordFailure(after: throttle, at: now) {
                throw .signInLocked(until: lockedUntil)
            }
            throw .wrongPassword(field: "current password")
        }

        let newHash = try dependencies.passwordHasher.hash(newPassword)
        // The verified password clears the failure count first: should the change then fail,
        // that is all that changed, and a correct password earns it anyway. The other order
        // could leave a changed password behind a command that reported failure.
        try await throttling.recordSuccess(after: throttle)
        // One store write: the new hash never stands while other sessions still work, and a
        // failure leaves the old password and every session as they were.
        try await dependencies.userRepository.updatePasswordHash(
            of: user.id, to: newHash, revokingSessionsExcept: current.session.id, at: now)
        return AccountResponse(user: user, session: current.session)
    }
}
