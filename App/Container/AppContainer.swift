import Auth
import CryptoServices
import Domain
import Foundation
import SessionFile

/// Everything the features need, in one place: the adapters, built once when the container is,
/// and what every feature shares. Each feature's conformance to its `<Feature>Dependencies`
/// lives in `AppContainer+<Feature>.swift` with what only that feature needs, so a feature that
/// gains a requirement fails to compile there until it is wired.
final class AppContainer: Sendable {
    let store: any Store
    let sessionTokenStore: any SessionTokenStore
    let passwordHasher: any PasswordHasher = ScryptPasswordHasher()
    let tokenGenerator: any TokenGenerator = SecureTokenGenerator()
    let clock: any Clock
    let identifierGenerator: any IdentifierGenerator = RandomIdentifierGenerator()

    init(paths: StorePaths, access: StoreAccess, clock: any Clock = SystemClock()) throws(DomainError) {
        store = try openStore(at: paths.database, access: access)
        self.clock = clock
        sessionTokenStore = SessionFileStore(directory: paths.configDirectory)
    }

    /// Whether the database already holds anything, so `demo` can refuse to mix its sample in.
    func storeHoldsData() async throws(DomainError) -> Bool {
        try await store.holdsData()
    }

    var userRepository: any UserRepository { store }
    /// The signed-in user, as every feature but Auth asks for it.
    var currentUser: any CurrentUserProvider { SessionCurrentUser(self) }
}
