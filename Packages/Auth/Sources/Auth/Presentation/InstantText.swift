import Domain
import Foundation

/// Instants as ISO 8601 in UTC ("2027-01-01T00:00:00Z"): an account belongs to no event, so
/// there is no event time zone to show it in.
enum InstantText {
    static func iso8601(_ instant: Date) -> String {
        ZonedTime.utcISO8601(instant)
    }
}
