import Foundation
import PostgresNIO

/// The value `body` gives within `limit`, or nil when it takes longer. A body still running
/// then is left to itself (cancelled, but a store call that hangs cannot be made to return):
/// the test fails instead of hanging with it.
func within<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T? {
    let outcome = FirstOutcome<T?>()
    return try await withCheckedThrowingContinuation { continuation in
        outcome.continuation = continuation
        let work = Task {
            do { outcome.resume(with: .success(try await body())) } catch { outcome.resume(with: .failure(error)) }
        }
        Task {
            try? await Task.sleep(for: limit)
            outcome.resume(with: .success(nil))
            work.cancel()
        }
    }
}

/// Resumes its continuation with the first outcome only.
private final class FirstOutcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    var continuation: CheckedContinuation<T, any Error>?

    func resume(with result: Result<T, any Error>) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(with: result)
    }
}

/// The server process of the first connection found waiting for a lock `connection`'s
/// transaction holds: the store's, as no other test's connection waits on this one. Fails
/// after 60 s: the limit only makes a store that never comes to wait a failure; how soon it
/// comes on a busy machine decides nothing (10 s failed once beside the adapters' 32-wide run).
func backendBlocked(by connection: PostgresConnection) async throws -> Int32 {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
        let rows = try await connection.query("""
            SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))
            """, logger: connection.logger)
        for try await pid in rows.decode(Int32.self) { return pid }
        try await Task.sleep(for: .milliseconds(50))
    }
    throw TestServer.Unavailable(description: "no connection waited for this one's locks within 60 s")
}
