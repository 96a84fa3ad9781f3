public import Foundation

/// Instants are stored as integer milliseconds since 1970-01-01T00:00:00Z (UTC), the same in
/// both stores, so a database copied between them keeps every value exactly. Read them with
/// `datetime(starts_at / 1000, 'unixepoch')` in sqlite3 or `to_timestamp(starts_at / 1000.0)`
/// in psql. Anything finer than a millisecond is rounded away.
public enum Instant {
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
