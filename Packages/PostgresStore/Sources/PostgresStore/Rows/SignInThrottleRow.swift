import Domain
import PostgresNIO
import SQLStorage

/// `sign_in_throttles` columns, in the order `SignInThrottleRow.read` takes them.
enum SignInThrottleRow {
    static let columns = "email, consecutive_failures, last_failure_at, locked_until"

    static func read(_ row: PostgresRow) throws -> SignInThrottle {
        let (email, failures, lastFailureAt, lockedUntil) = try row.decode((String, Int64, Int64, Int64?).self)
        return SignInThrottle(email: try StoredValue.email(email, table: "sign_in_throttles"),
                              consecutiveFailures: Int(failures), lastFailureAt: Instant.date(lastFailureAt),
                              lockedUntil: lockedUntil.map(Instant.date))
    }
}
