import Domain
import Synchronization

/// Secrets as long as real ones ("secret-0000000000000000000000001" ...), so an unsubscribe link
/// passes the length check, with digests "digest(SECRET)": predictable for tests.
final class PaddedTokens: TokenGenerator {
    private let count = Mutex(0)

    func makeToken() -> String {
        let number = String(count.withLock { value in
            value += 1
            return value
        })
        return "secret-" + String(repeating: "0", count: 25 - number.count) + number
    }

    func digest(_ token: String) -> String { "digest(\(token))" }

    func matches(_ token: String, digest: String) -> Bool { self.digest(token) == digest }
}
