public import Foundation

/// Writes calendar entries as a file calendar programs import (iCalendar).
public protocol CalendarFileWriter: Sendable {
    /// Writes `entries` under the calendar `name` to `path` all at once (a reader never sees half
    /// a file), each stamped `stampedAt`; an existing file is replaced only when `replacing`,
    /// else `.cannotCreate`.
    func write(_ entries: [CalendarEntry], name: String, stampedAt: Date, to path: String, replacing: Bool) throws(DomainError)
}
