import DesignTokens
import Domain
import Foundation

/// Instants as ISO 8601 in UTC ("2027-01-01T00:00:00Z"): an account belongs to no event, so
/// there is no event time zone to show it in. A page speaks it ("Friday 1 January 2027,
/// 00:00 UTC") in a `<time>` that carries the instant.
enum InstantText {
    static func iso8601(_ instant: Date) -> String {
        ZonedTime.utcISO8601(instant)
    }

    static func cell(_ instant: Date) -> Cell {
        let said = ZonedTime.said(instant, in: .utc)
        return .time((machine: iso8601(instant), spoken: said.spoken, datetime: said.datetime))
    }
}
