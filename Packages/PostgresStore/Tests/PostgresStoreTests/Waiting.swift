import Foundation
import PostgresNIO

/// The value `body` gives within `limit`, or nil when it takes longer (it is then cancelled).
func within<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T? {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        let first = try await group.next() ?? nil
        group.cancelAll()
        return first
    }
}

/// The server process of the first connection found waiting for a lock `connection`'s
/// transaction holds: the store's, as no other test's connection waits on this one. Fails
/// after 10 s.
func backendBlocked(by connection: PostgresConnection) async throws -> Int32 {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
        let rows = try await connection.query("""
            SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))
            """, logger: connection.logger)
        for try await pid in rows.decode(Int32.self) { return pid }
        try await Task.sleep(for: .milliseconds(50))
    }
    throw TestServer.Unavailable(description: "no connection waited for this one's locks within 10 s")
}
