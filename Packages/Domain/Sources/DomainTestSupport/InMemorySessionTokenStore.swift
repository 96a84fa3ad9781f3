public import Domain
import Synchronization

/// The session file, in memory.
public final class InMemorySessionTokenStore: SessionTokenStore {
    private let token: Mutex<String?>

    public init(token: String? = nil) {
        self.token = Mutex(token)
    }

    public func load() -> String? { token.withLock { $0 } }
    public func save(_ token: String) { self.token.withLock { $0 = token } }
    public func clear() { token.withLock { $0 = nil } }
}
