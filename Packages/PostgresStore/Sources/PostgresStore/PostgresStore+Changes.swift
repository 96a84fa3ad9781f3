public import Domain
import PostgresNIO
import Synchronization

extension PostgresStore: StoreChanges {
    /// LISTENs on a connection of its own for the notices the tables' triggers send at every
    /// commit to this schema (see `Migrations.changesChannel`), whoever commits, each naming its
    /// table. `interval` is the debounce: the first notice of a burst starts it, and one yield
    /// at its end tells every table of the burst. LISTEN is in place before this returns. When
    /// the connection cannot be had or is lost the stream ends: a live view then stops
    /// redrawing, where polling would have looked again.
    public func changes(every interval: Duration) async -> AsyncStream<StoreChange> {
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .bufferingNewest(1))
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
                    for try await notice in notices {
                        guard let change = Migrations.change(told: notice.payload, in: schema), burst.add(change) else { continue }
                        Task {
                            try? await Task.sleep(for: interval)
                            continuation.tell(burst.end())
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

/// The change a debounce interval gathers, while one runs: notices within it are told by its yield.
private final class Burst: Sendable {
    private let running = Mutex<StoreChange?>(nil)

    /// Adds a notice's change; true for the notice that starts a burst.
    func add(_ change: StoreChange) -> Bool {
        running.withLock { running in
            defer { running = running?.merging(change) ?? change }
            return running == nil
        }
    }

    /// What the burst gathered, and a new one may start.
    func end() -> StoreChange {
        running.withLock { running in
            defer { running = nil }
            return running ?? .anything
        }
    }
}
