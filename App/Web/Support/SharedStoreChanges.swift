import Domain

/// One watch on the store for the whole server, however many pages are live: each live page
/// listens here rather than opening its own (on PostgreSQL a LISTEN holds a connection, and
/// two hundred open dashboards would hold two hundred). The watch starts with the first
/// listener and its first look is taken before that listener is answered, so a change made
/// right after is never missed. If the store's watch ends (a lost server connection), every
/// listener's stream ends with it, and the next listener starts a new watch.
actor SharedStoreChanges: StoreChanges {
    private static let interval = Duration.milliseconds(250)

    private let upstream: any StoreChanges
    private var listeners: [Int: AsyncStream<StoreChange>.Continuation] = [:]
    private var nextListener = 0
    private var started: Task<Void, Never>?

    init(_ upstream: any StoreChanges) {
        self.upstream = upstream
    }

    /// `interval` is the server's, not the caller's: every listener hears the same watch.
    func changes(every interval: Duration) async -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        if started == nil {
            started = Task {
                let updates = await upstream.changes(every: Self.interval)
                Task {
                    for await change in updates { self.tell(change) }
                    self.end()
                }
            }
        }
        await started?.value
        return stream
    }

    private func tell(_ change: StoreChange) {
        for listener in listeners.values { listener.tell(change) }
    }

    private func end() {
        for listener in listeners.values { listener.finish() }
        listeners = [:]
        started = nil
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }
}
