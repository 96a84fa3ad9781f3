public import Domain
import Synchronization

/// Tokens "token-1", "token-2" ... with digests "digest(token-1)": predictable for tests.
public final class CountingTokenGenerator: TokenGenerator {
    private let count = Mutex(0)

    public init() {}

    public func makeToken() -> String {
        "token-" + String(count.withLock { value in
            value += 1
            return value
        })
    }

    public func digest(_ token: String) -> String { "digest(\(token))" }

    public func matches(_ token: String, digest: String) -> Bool { self.digest(token) == digest }
}
