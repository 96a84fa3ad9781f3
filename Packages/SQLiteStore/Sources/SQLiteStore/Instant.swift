import Foundation

/// Instants are stored as INTEGER milliseconds since 1970-01-01T00:00:00Z: exact integers
/// that sort correctly and read in the sqlite3 shell with `datetime(x / 1000, 'unixepoch')`.
/// Anything finer than a millisecond is rounded away.
enum Instant {
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
