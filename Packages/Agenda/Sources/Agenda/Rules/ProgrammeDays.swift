public import Domain
public import Foundation

/// The days of an event, counted in its zone: day 1 is the date on which it starts there.
public enum ProgrammeDays {
    public static let longestProgramme = 366

    /// The calendar date of day `number` (midnight, as a wall time).
    public static func date(ofDay number: Int, of event: Event) -> WallTime {
        let first = WallTime(event.startsAt, in: event.timeZone)
        var components = DateComponents(year: first.year, month: first.month, day: first.day)
        components.day! += number - 1
        let date = utc.date(from: components)!
        let shifted = utc.dateComponents([.year, .month, .day], from: date)
        return WallTime(year: shifted.year!, month: shifted.month!, day: shifted.day!)
    }

    /// Which day of the event `instant` falls on, in the event's zone (0 or less before it).
    public static func number(of instant: Date, in event: Event) -> Int {
        let first = WallTime(event.startsAt, in: event.timeZone)
        let wall = WallTime(instant, in: event.timeZone)
        let start = utc.date(from: DateComponents(year: first.year, month: first.month, day: first.day))!
        let day = utc.date(from: DateComponents(year: wall.year, month: wall.month, day: wall.day))!
        return utc.dateComponents([.day], from: start, to: day).day! + 1
    }

    /// "2026-12-12".
    public static func text(_ date: WallTime) -> String {
        String(date.iso8601.prefix(10))
    }

    /// Checks a day typed by a person: 1 up to a year.
    static func require(_ number: Int, of event: Event) throws(DomainError) {
        guard (1...longestProgramme).contains(number) else {
            throw .invalid(field: "day", message: "\(number) is not a day of the event; day 1 is \(text(date(ofDay: 1, of: event))), the day it starts in \(event.timeZone)")
        }
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
