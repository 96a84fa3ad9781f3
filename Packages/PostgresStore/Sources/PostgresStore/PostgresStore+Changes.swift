public import Domain
import PostgresNIO
import Synchronization

extension PostgresStore: StoreChanges {
    /// LISTENs on a connection of its own for the notices the tables' triggers send at every
    /// commit to this schema (see `Migrations.changesChannel`), whoever commits. `interval` is
    /// the debounce: the first notice of a burst starts it, and one yield at its end covers
    /// every notice in between. LISTEN is in place before this returns. When the connection
    /// cannot be had or is lost the stream ends: a live view then stops redrawing, where
    /// polling would have looked again.
    public func changes(every interval: Duration) async -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let (listening, heard) = AsyncStream<Void>.makeStream()
        let connections = connections
        let schema = location.schema
        let task = Task {
            let burst = Burst()
            do {
                let connection = try await connections.dedicated()
                defer { connection.closeWithoutWaiting() }
                try await connection.listen(on: Migrations.changesChannel) { notices in
                    heard.finish()
                    for try await notice in notices where notice.payload == schema {
                        guard burst.start() else { continue }
                        Task {
                            try? await Task.sleep(for: interval)
                            burst.end()
                            continuation.yield()
                        }
                    }
                }
            } catch {}
            heard.finish()
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        for await _ in listening {}
        return stream
    }
}

/// Whether a debounce interval is running: notices within it are covered by its yield.
private final class Burst: Sendable {
    private let running = Mutex(false)

    /// True for the notice that starts one.
    func start() -> Bool {
        running.withLock { running in
            defer { running = true }
            return !running
        }
    }

    func end() {
        running.withLock { $0 = false }
    }
}
