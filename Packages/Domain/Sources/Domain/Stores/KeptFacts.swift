import Synchronization

/// What a server read of the store, kept by `Key` between requests until the store's watch
/// tells of a change to the tables it was read from (whoever made it) or the server takes a
/// form (`forgetAll`). What was read before a change is not kept after it (a read keeps its
/// value only in the `generation` it began in), and nothing is kept while the watch is not
/// looking: before its first look, or after a lost connection ended it.
public final class KeptFacts<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        /// How many changes have emptied it.
        var generation = 0
        var watching = false
        var facts: [Key: Value] = [:]
    }

    private let most: Int
    private let state = Mutex(State())

    /// Forgets everything at each change to `tables` (nil: at every change); keeps at most
    /// `most` values, starting afresh past that.
    public init(of tables: Set<String>?, most: Int = 10_000, forgetting changes: some StoreChanges) {
        self.most = most
        Task { [weak self] in
            let told = await changes.changes(every: .milliseconds(250))
            self?.state.withLock { $0.watching = true }
            for await change in told where tables.map(change.touches) ?? true {
                self?.forgetAll()
            }
            self?.state.withLock { $0.watching = false }
            self?.forgetAll()
        }
    }

    public func forgetAll() {
        state.withLock { state in
            state.generation += 1
            state.facts.removeAll()
        }
    }

    /// What a read about to begin hands back to `keep`.
    public var generation: Int { state.withLock(\.generation) }

    public func kept(_ key: Key) -> Value? {
        state.withLock { $0.facts[key] }
    }

    public func keep(_ value: Value, for key: Key, readIn generation: Int) {
        state.withLock { state in
            guard state.watching, state.generation == generation else { return }
            if state.facts.count >= most { state.facts.removeAll() }
            state.facts[key] = value
        }
    }

    /// The value kept for `key`, or what `read` reads (then kept).
    public func kept(_ key: Key, else read: () async throws(DomainError) -> Value) async throws(DomainError) -> Value {
        if let kept = kept(key) { return kept }
        let generation = generation
        let value = try await read()
        keep(value, for: key, readIn: generation)
        return value
    }
}
