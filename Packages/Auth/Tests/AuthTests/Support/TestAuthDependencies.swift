import Auth
import Domain
import DomainTestSupport
import Foundation

/// Auth's dependencies on in-memory fakes. Every field is a reference, so copies share state.
struct TestAuthDependencies: AuthDependencies {
    static let start = Date(timeIntervalSince1970: 1_798_761_600) // 2027-01-01T00:00:00Z

    let store: InMemoryStore
    let fixedClock: FixedClock
    let hasher: CountingPasswordHasher
    let tokens: CountingTokenGenerator
    let tokenFile: InMemorySessionTokenStore
    let ids: SequentialIdentifierGenerator

    init() {
        store = InMemoryStore()
        fixedClock = FixedClock(Self.start)
        hasher = CountingPasswordHasher()
        tokens = CountingTokenGenerator()
        tokenFile = InMemorySessionTokenStore()
        ids = SequentialIdentifierGenerator()
    }

    private init(_ other: TestAuthDependencies, tokenFile: InMemorySessionTokenStore) {
        store = other.store
        fixedClock = other.fixedClock
        hasher = other.hasher
        tokens = other.tokens
        ids = other.ids
        self.tokenFile = tokenFile
    }

    /// The same accounts and sessions, seen from a machine with its own session file.
    func onAnotherMachine() -> TestAuthDependencies {
        TestAuthDependencies(self, tokenFile: InMemorySessionTokenStore())
    }

    var userRepository: any UserRepository { store }
    var sessionRepository: any SessionRepository { store }
    var signInThrottleRepository: any SignInThrottleRepository { store }
    var passwordHasher: any PasswordHasher { hasher }
    var tokenGenerator: any TokenGenerator { tokens }
    var sessionTokenStore: any SessionTokenStore { tokenFile }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }

    // MARK: - Shortcuts used by many tests

    static let email = "ada@example.org"
    static let password = "analytical engine"

    @discardableResult
    func signUp(email: String = email, name: String = "Ada Lovelace", password: String = password) async throws(DomainError) -> AccountResponse {
        try await SignUp(self).execute(SignUpRequest(email: email, displayName: name, password: password))
    }

    @discardableResult
    func logIn(email: String = email, password: String = password, client: String? = nil) async throws(DomainError) -> AccountResponse {
        try await LogIn(self).execute(LogInRequest(email: email, password: password, client: client))
    }

    func throttle(for email: String = email, client: String = SignInThrottle.commandLine) async throws -> SignInThrottle? {
        let address = try EmailAddress(email)
        let throttle: SignInThrottle? = await store.find(email: address, client: client)
        return throttle
    }

    func session(forToken token: String) async -> UserSession? {
        await store.find(tokenHash: tokens.digest(token))
    }
}

extension DomainError {
    /// The field an `.invalid` or `.conflict` names, to assert on without repeating messages.
    var field: String? {
        switch self {
        case let .invalid(field, _, _), let .conflict(field, _): field
        default: nil
        }
    }
}
