import Auth
import CryptoServices
import Domain
import Events
import Foundation
import SessionFile
import SQLiteStore

/// Everything the features need, in one place. It conforms to every feature's
/// `<Feature>Dependencies`, so a feature that gains a requirement fails to compile here until
/// it is wired. Adapters are built once, when the container is.
protocol Container: AuthDependencies, EventsDependencies {}

final class AppContainer: Container {
    let store: SQLiteStore
    let sessionTokenStore: any SessionTokenStore
    let passwordHasher: any PasswordHasher = ScryptPasswordHasher()
    let tokenGenerator: any TokenGenerator = SecureTokenGenerator()
    let clock: any Clock
    let identifierGenerator: any IdentifierGenerator = RandomIdentifierGenerator()

    /// `readingOnly` for a command that never writes: its store then opens read-only, so it
    /// neither waits for a writer nor creates or migrates the file.
    init(paths: StorePaths, clock: any Clock = SystemClock(), readingOnly: Bool = false) throws(DomainError) {
        store = try SQLiteStore(path: paths.database, access: readingOnly ? .readOnly : .readWrite)
        self.clock = clock
        sessionTokenStore = SessionFileStore(directory: paths.configDirectory)
    }

    /// Whether the database already holds anything, so `demo` can refuse to mix its sample in.
    func storeHoldsData() async throws(DomainError) -> Bool {
        try await store.holdsData()
    }

    var userRepository: any UserRepository { store }
    var sessionRepository: any SessionRepository { store }
    var signInThrottleRepository: any SignInThrottleRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var currentUser: any CurrentUserProvider { SessionCurrentUser(self) }
    /// Later features (guests, budget, tickets, agenda) add their dashboard sections here.
    var dashboardContributors: [any DashboardContributor] { [] }
}
