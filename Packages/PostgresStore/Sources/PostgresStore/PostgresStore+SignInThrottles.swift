public import Domain
import PostgresNIO
import SQLStorage

extension PostgresStore: SignInThrottleRepository {
    public func find(email: EmailAddress) async throws(DomainError) -> SignInThrottle? {
        try await read { connection in
            try await connection.first(
                "SELECT \(unescaped: SignInThrottleRow.columns) FROM sign_in_throttles WHERE email = \(email.value)",
                SignInThrottleRow.read)
        }
    }

    public func save(_ throttle: SignInThrottle) async throws(DomainError) {
        try await write { connection in
            try await connection.execute("""
                INSERT INTO sign_in_throttles (\(unescaped: SignInThrottleRow.columns))
                VALUES (\(throttle.email.value), \(Int64(throttle.consecutiveFailures)),
                        \(Instant.milliseconds(throttle.lastFailureAt)), \(throttle.lockedUntil.map(Instant.milliseconds)))
                ON CONFLICT (email) DO UPDATE SET consecutive_failures = excluded.consecutive_failures,
                    last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until
                """)
        }
    }

    public func clear(email: EmailAddress) async throws(DomainError) {
        try await write { connection in
            try await connection.execute("DELETE FROM sign_in_throttles WHERE email = \(email.value)")
        }
    }
}
