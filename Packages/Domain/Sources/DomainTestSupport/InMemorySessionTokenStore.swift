public import Domain
import Synchronization

/// The session file, in memory.
public final class InMemorySessionTokenStore: SessionTokenStore {
    private let state: Mutex<(token: String?, failNextWrite: DomainError?)>

    public init(token: String? = nil) {
        state = Mutex((token, nil))
    }

    /// The next `save` or `clear` throws `error` and leaves the token as it was (a full disk,
    /// a read-only folder).
    public func failNextWrite(with error: DomainError) {
        state.withLock { $0.failNextWrite = error }
    }

    public func load() -> String? { state.withLock { $0.token } }
    public func save(_ token: String) throws(DomainError) { try write(token) }
    public func clear() throws(DomainError) { try write(nil) }

    private func write(_ token: String?) throws(DomainError) {
        let failure = state.withLock { state -> DomainError? in
            if let error = state.failNextWrite {
                state.failNextWrite = nil
                return error
            }
            state.token = token
            return nil
        }
        if let failure { throw failure }
    }
}
