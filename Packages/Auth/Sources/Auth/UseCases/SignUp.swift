public import Domain

/// `rushday auth signup`: creates an account and signs in with it on this machine.
public struct SignUp: Sendable {
    private let dependencies: any AuthDependencies

    public init(_ dependencies: any AuthDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SignUpRequest) async throws(DomainError) -> AccountResponse {
        let email = try EmailAddress(request.email)
        let displayName = try DisplayNameRules.validate(request.displayName)
        let password = PasswordRules.normalised(request.password)
        try PasswordRules.validate(password, for: email, field: "password")
        // Checked before hashing so a taken email answers at once; `create` still refuses a
        // duplicate that another process stored in the meantime.
        guard try await dependencies.userRepository.find(email: email) == nil else {
            throw .emailTaken
        }
        let user = User(
            id: dependencies.identifierGenerator.make(User.self),
            email: email,
            displayName: displayName,
            passwordHash: try dependencies.passwordHasher.hash(password),
            createdAt: dependencies.clock.now()
        )
        // The account and its first session are one store write: a failure leaves no account
        // behind that the person never got to use.
        let users = dependencies.userRepository
        return try await SessionStarter(dependencies: dependencies).signIn(user) { session, replaced throws(DomainError) in
            try await users.create(user, firstSession: session, replacing: replaced)
        }
    }
}
