import Domain
import Synchronization

/// A hash that no account has, for checking the password of an email with no account: the
/// hasher then runs just as long as for a wrong password, so timing does not reveal which
/// emails have accounts. Made once per log-in use case, on its first sign-in attempt whatever
/// the email, for the same reason.
final class DummyPasswordHash: Sendable {
    private static let password = "rushday placeholder password for unknown emails"
    private let cached = Mutex<String?>(nil)

    func value(using hasher: any PasswordHasher) throws(DomainError) -> String {
        if let hash = cached.withLock({ $0 }) {
            return hash
        }
        let hash = try hasher.hash(Self.password)
        cached.withLock { $0 = hash }
        return hash
    }
}
