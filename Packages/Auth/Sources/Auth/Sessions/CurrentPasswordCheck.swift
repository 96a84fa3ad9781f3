import Domain
import Foundation

/// The account's current password, asked for before a change to the account itself (its
/// password, its email). Guessing it is throttled as guessing it at sign-in is, so an
/// unattended signed-in terminal or browser is no way around the lock.
struct CurrentPasswordCheck {
    private let throttling: SignInThrottling
    private let throttle: SignInThrottle?

    /// Throws `.signInLocked` while the pair is locked, and `.wrongPassword` (counted as a
    /// failed sign-in) when `typed` is not the password.
    init(_ typed: String, of user: User, client: String?, _ dependencies: any AuthDependencies) async throws(DomainError) {
        let now = dependencies.clock.now()
        throttling = SignInThrottling(repository: dependencies.signInThrottleRepository, clock: dependencies.clock, email: user.email,
                                      client: client ?? SignInThrottle.commandLine)
        throttle = try await throttling.ensureUnlocked(at: now)
        guard try dependencies.passwordHasher.verify(PasswordRules.normalised(typed), against: user.passwordHash) else {
            if let lockedUntil = try await throttling.recordFailure(after: throttle, at: now) {
                throw .signInLocked(until: lockedUntil)
            }
            throw .wrongPassword(field: "current password")
        }
    }

    /// Clears the failure count. Callers do this before their change is stored: should the
    /// change then fail, that is all that changed, and a correct password earns it anyway.
    func passed() async throws(DomainError) {
        try await throttling.recordSuccess(after: throttle)
    }
}
