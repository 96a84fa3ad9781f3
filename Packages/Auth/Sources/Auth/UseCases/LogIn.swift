public import Domain

/// `rushday auth login` and the sign-in form: checks the password and signs in, throttled per
/// address and client (`SignInThrottling`).
public struct LogIn: Sendable {
    private let dependencies: any AuthDependencies
    private let dummyHash = DummyPasswordHash()

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: LogInRequest) async throws(DomainError) -> AccountResponse {
        let email = try EmailAddress(request.email)
        let now = dependencies.clock.now()
        let throttling = SignInThrottling(repository: dependencies.signInThrottleRepository, clock: dependencies.clock, email: email,
                                          client: request.client ?? SignInThrottle.commandLine)
        let throttle = try await throttling.ensureUnlocked(at: now)

        // An unknown email and a wrong password take the same path: one hasher check, one
        // counted failure, one error, so neither the answer nor its timing tells them apart.
        let dummyHash = try dummyHash.value(using: dependencies.passwordHasher)
        let user = try await dependencies.userRepository.find(email: email)
        let passwordMatches = try dependencies.passwordHasher.verify(PasswordRules.normalised(request.password), against: user?.passwordHash ?? dummyHash)
        guard let user, passwordMatches else {
            if let lockedUntil = try await throttling.recordFailure(after: throttle, at: now) {
                throw .signInLocked(until: lockedUntil)
            }
            throw .invalidCredentials
        }

        // A correct password clears the failure count before the session is stored: should
        // storing it fail, that is all that changed, and a correct password earns it anyway.
        try await throttling.recordSuccess(after: throttle)
        let sessions = dependencies.sessionRepository
        return try await SessionStarter(dependencies: dependencies).signIn(user) { session, replaced throws(DomainError) in
            try await sessions.create(session, replacing: replaced)
        }
    }
}
