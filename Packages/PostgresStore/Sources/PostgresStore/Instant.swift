import Foundation

/// Instants are stored as BIGINT milliseconds since 1970-01-01T00:00:00Z, as SQLiteStore keeps
/// them, so a database copied between the two stores keeps every value exactly. Read them in
/// psql with `to_timestamp(starts_at / 1000.0)`. Anything finer than a millisecond is rounded away.
enum Instant {
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
