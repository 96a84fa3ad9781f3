/// Told how long each of a store's transactions took, from asking for it to its end: the wait
/// for SQLite's write lock or a free PostgreSQL connection included, as its caller waited. What
/// `serve --metrics` shows as the store's latency; a store without one times nothing.
public struct TransactionTimer: Sendable {
    public enum Kind: String, Sendable {
        case read, write
    }

    fileprivate let record: @Sendable (Kind, Duration) -> Void

    public init(_ record: @escaping @Sendable (Kind, Duration) -> Void) {
        self.record = record
    }
}

extension TransactionTimer? {
    /// `body`, timed when there is a timer.
    public func timing<T>(_ kind: TransactionTimer.Kind, _ body: () async throws(DomainError) -> T) async throws(DomainError) -> T {
        guard let timer = self else { return try await body() }
        let start = ContinuousClock.now
        defer { timer.record(kind, .now - start) }
        return try await body()
    }

    /// `body` on the calling thread, timed when there is a timer.
    public func timing<T>(_ kind: TransactionTimer.Kind, _ body: () throws(DomainError) -> T) throws(DomainError) -> T {
        guard let timer = self else { return try body() }
        let start = ContinuousClock.now
        defer { timer.record(kind, .now - start) }
        return try body()
    }
}
