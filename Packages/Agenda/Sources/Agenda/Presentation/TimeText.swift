import DesignTokens
import Domain
import Foundation

/// Session times for tables: "09:00–10:00 +01:00"; each end with its offset when the offset
/// changes between them (the night the clocks change); "(+1 day)" past midnight, "(+100 days)"
/// when the end's date is further on, counted in the event's calendar days.
enum TimeText {
    static func range(_ start: Date, _ end: Date, in zone: TimeZoneID, withDate: Bool = false) -> String {
        let from = ZonedTime.display(start, in: zone)
        let to = ZonedTime.display(end, in: zone)
        let (fromDate, fromTime) = split(from)
        let (_, toTime) = split(to)
        let dateText = withDate ? fromDate + " " : ""
        let later = days(from: WallTime(start, in: zone), to: WallTime(end, in: zone))
        let days = later == 0 ? "" : " (+\(Plural.of(later, "day")))"
        guard offset(from) == offset(to) else { return "\(dateText)\(fromTime)–\(toTime)\(days)" }
        return "\(dateText)\(clock(fromTime))–\(clock(toTime)) \(offset(from))\(days)"
    }

    /// `range`'s cell: a page says it as people do ("Saturday 12 June 2027, 09:00–10:00, Berlin
    /// time") in `<time datetime>`.
    static func cell(_ start: Date, _ end: Date, in zone: TimeZoneID, withDate: Bool = false, tone: Tone = .plain) -> Cell {
        let said = ZonedTime.said(start, end, in: zone)
        return .time((range(start, end, in: zone, withDate: withDate), said.spoken, said.datetime), tone: tone)
    }

    /// Calendar days from one wall date to the other, whatever the hours between them.
    private static func days(from start: WallTime, to end: WallTime) -> Int {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        func date(_ wall: WallTime) -> Date {
            gregorian.date(from: DateComponents(year: wall.year, month: wall.month, day: wall.day))!
        }
        return gregorian.dateComponents([.day], from: date(start), to: date(end)).day!
    }

    /// "2026-12-12 19:00 +01:00" -> ("2026-12-12", "19:00 +01:00").
    private static func split(_ display: String) -> (String, String) {
        let parts = display.split(separator: " ", maxSplits: 1)
        return (String(parts[0]), String(parts[1]))
    }

    private static func clock(_ time: String) -> String { String(time.split(separator: " ")[0]) }
    private static func offset(_ display: String) -> String { String(display.split(separator: " ").last!) }
}
