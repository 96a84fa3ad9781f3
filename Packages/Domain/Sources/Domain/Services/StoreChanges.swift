/// Tells when the store has changed, whoever changed it (another process included): what a
/// live view redraws on.
public protocol StoreChanges: Sendable {
    /// Yields once whenever something was committed since this call, and then since the last
    /// look, looking every `interval`; ends when its consumer stops (a cancelled task). The
    /// first look is taken before it returns, so a change made right after is never missed.
    func changes(every interval: Duration) async -> AsyncStream<Void>
}

extension StoreChanges {
    /// Polls `version` every `interval` and yields when it differs from the last one seen: how
    /// a store that can only be asked (SQLite's `PRAGMA data_version`) becomes a stream. A
    /// failed look counts as no change; the next one tries again.
    public static func polling<Version: Equatable & Sendable>(
        every interval: Duration, version: @escaping @Sendable () async -> Version?
    ) async -> AsyncStream<Void> {
        let first = await version()
        return AsyncStream { continuation in
            let task = Task {
                var last = first
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    guard let now = await version() else { continue }
                    if now != last {
                        last = now
                        continuation.yield()
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
