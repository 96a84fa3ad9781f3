import Domain

/// A row of `sign_in_failures`, in the order `read` takes its columns.
enum SignInThrottleRow {
    static let table = "sign_in_failures"
    static let columns = "email, client, consecutive_failures, last_failure_at, locked_until"

    static func read(_ row: any SQLRow) throws -> SignInThrottle {
        SignInThrottle(email: try StoredValue.email(try row.text(0), table: table), client: try row.text(1),
                       consecutiveFailures: Int(try row.integer(2)), lastFailureAt: Instant.date(try row.integer(3)),
                       lockedUntil: try row.optionalInteger(4).map(Instant.date))
    }

    /// Inserts the throttle, or replaces every column of the stored one for its email and client.
    static func upsert(_ throttle: SignInThrottle) -> SQL {
        """
        INSERT INTO sign_in_failures (\(raw: columns))
        VALUES (\(throttle.email.value), \(throttle.client), \(throttle.consecutiveFailures), \(Instant.milliseconds(throttle.lastFailureAt)),
                \(throttle.lockedUntil.map(Instant.milliseconds)))
        ON CONFLICT (email, client) DO UPDATE SET consecutive_failures = excluded.consecutive_failures,
            last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until
        """
    }
}
