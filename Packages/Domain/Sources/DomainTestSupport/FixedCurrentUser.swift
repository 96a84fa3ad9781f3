public import Domain
import Synchronization

/// Whoever the test says is signed in (nil: nobody).
public final class FixedCurrentUser: CurrentUserProvider {
    private let user: Mutex<User?>

    public init(_ user: User? = nil) {
        self.user = Mutex(user)
    }

    public func signIn(_ user: User?) {
        self.user.withLock { $0 = user }
    }

    public func requireUser() throws(DomainError) -> User {
        guard let user = user.withLock({ $0 }) else { throw .notSignedIn }
        return user
    }
}
