import Domain
import GRDB
import SQLStorage

/// A row of `sign_in_throttles`.
struct SignInThrottleRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "sign_in_throttles"

    var email: String
    var consecutiveFailures: Int
    var lastFailureAt: Int64
    var lockedUntil: Int64?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case email
        case consecutiveFailures = "consecutive_failures"
        case lastFailureAt = "last_failure_at"
        case lockedUntil = "locked_until"
    }

    init(_ throttle: SignInThrottle) {
        email = throttle.email.value
        consecutiveFailures = throttle.consecutiveFailures
        lastFailureAt = Instant.milliseconds(throttle.lastFailureAt)
        lockedUntil = throttle.lockedUntil.map(Instant.milliseconds)
    }

    func throttle() throws(CorruptRow) -> SignInThrottle {
        SignInThrottle(email: try StoredValue.email(email, table: Self.databaseTableName),
                       consecutiveFailures: consecutiveFailures, lastFailureAt: Instant.date(lastFailureAt),
                       lockedUntil: lockedUntil.map(Instant.date))
    }
}
