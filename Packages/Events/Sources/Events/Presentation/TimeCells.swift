import DesignTokens
import Domain
import Foundation

/// A time's cell: the command line's machine form ("2027-06-12 19:00 +02:00"), and for a page
/// the spoken form ("Saturday 12 June 2027, 19:00, Berlin time") in `<time datetime>`.
enum TimeCells {
    static func span(_ start: Date, _ end: Date, in zone: TimeZoneID) -> Cell {
        Cell(ZonedTime.span(start, end, in: zone),
             time: Cell.Time(spoken: ZonedTime.spoken(start, end, in: zone), datetime: ZonedTime.iso8601(start, in: zone)))
    }

    static func instant(_ date: Date, in zone: TimeZoneID) -> Cell {
        Cell(ZonedTime.display(date, in: zone),
             time: Cell.Time(spoken: ZonedTime.spoken(date, in: zone), datetime: ZonedTime.iso8601(date, in: zone)))
    }
}
