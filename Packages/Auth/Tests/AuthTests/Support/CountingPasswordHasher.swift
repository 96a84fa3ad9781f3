import Domain
import DomainTestSupport
import Synchronization

/// TransparentPasswordHasher that counts its calls, to see when the hasher runs and when not.
/// It compares bytes, as scrypt does: `String ==` treats canonically equivalent texts as equal
/// and would hide a password that reaches the hasher unnormalised.
final class CountingPasswordHasher: PasswordHasher {
    private let hasher = TransparentPasswordHasher()
    private let counts = Mutex((hash: 0, verify: 0))

    var hashCount: Int { counts.withLock { $0.hash } }
    var verifyCount: Int { counts.withLock { $0.verify } }

    func hash(_ password: String) -> String {
        counts.withLock { $0.hash += 1 }
        return hasher.hash(password)
    }

    func verify(_ password: String, against hash: String) -> Bool {
        counts.withLock { $0.verify += 1 }
        return hasher.hash(password).utf8.elementsEqual(hash.utf8)
    }
}
