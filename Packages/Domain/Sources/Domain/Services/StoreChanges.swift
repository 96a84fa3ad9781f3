/// Tells when the store has changed, whoever changed it (another process included): what a
/// live view redraws on, and what a server's kept reads are dropped on.
public protocol StoreChanges: Sendable {
    /// Yields once whenever something was committed since this call, and then since the last
    /// look, looking every `interval`, with the tables written meanwhile; ends when its
    /// consumer stops (a cancelled task). The first look is taken before it returns, so a
    /// change made right after is never missed.
    func changes(every interval: Duration) async -> AsyncStream<StoreChange>
}

/// What one look at the store found committed: the tables written, by the store's own names
/// for them, or `anything` when the store cannot tell (another program's commit to a file that
/// only says that it changed). A kept read is dropped when a change `touches` what it read.
public struct StoreChange: Sendable, Hashable {
    /// Nil: any table may have changed.
    public private(set) var tables: Set<String>?

    public init(tables: Set<String>?) {
        self.tables = tables
    }

    public static let anything = StoreChange(tables: nil)

    /// Whether any of `read` may have changed.
    public func touches(_ read: Set<String>) -> Bool {
        tables.map { !$0.isDisjoint(with: read) } ?? true
    }

    /// What two looks found together.
    public func merging(_ other: StoreChange) -> StoreChange {
        guard let tables, let others = other.tables else { return .anything }
        return StoreChange(tables: tables.union(others))
    }
}

extension StoreChanges {
    /// Polls `version` every `interval` and yields when it differs from the last one seen: how
    /// a store that can only be asked becomes a stream. It cannot tell what changed, so every
    /// change is `anything`. A failed look counts as no change; the next one tries again.
    public static func polling<Version: Equatable & Sendable>(
        every interval: Duration, version: @escaping @Sendable () async -> Version?
    ) async -> AsyncStream<StoreChange> {
        let first = await version()
        return AsyncStream { continuation in
            let task = Task {
                var last = first
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    guard let now = await version() else { continue }
                    if now != last {
                        last = now
                        continuation.yield(.anything)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension AsyncStream<StoreChange>.Continuation {
    /// Yields `change` into a stream that keeps one change (`bufferingNewest(1)`): one its
    /// consumer has not taken yet is told together with it, never dropped.
    public func tell(_ change: StoreChange) {
        if case let .dropped(untaken) = yield(change) { yield(untaken.merging(change)) }
    }
}
