public import Foundation

extension ZonedTime {
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                 "October", "November", "December"]

    /// "Saturday 12 June 2027, 19:00–23:00, Berlin time", or across midnight "Saturday 12 June
    /// 2027, 19:00 – Sunday 13 June 2027, 01:00, Berlin time": a span as people say it, for
    /// pages and mail meant for people. Machines get `iso8601` (JSON, CSV, `<time datetime>`);
    /// the command line keeps `span`.
    /// Without `sayingZone`, the zone's words are left to a heading that says them once (a
    /// programme's "Times are Berlin time").
    public static func spoken(_ start: Date, _ end: Date, in zone: TimeZoneID, sayingZone: Bool = true) -> String {
        let (from, to) = (WallTime(start, in: zone), WallTime(end, in: zone))
        let sameDay = (from.year, from.month, from.day) == (to.year, to.month, to.day)
        let ending = sameDay ? "–\(to.clock)" : " – \(day(to)), \(to.clock)"
        return "\(day(from)), \(from.clock)\(ending)" + (sayingZone ? ", \(place(zone)) time" : "")
    }

    /// "Saturday 12 June 2027, 19:00, Berlin time": one instant as people say it.
    public static func spoken(_ date: Date, in zone: TimeZoneID) -> String {
        let wall = WallTime(date, in: zone)
        return "\(day(wall)), \(wall.clock), \(place(zone)) time"
    }

    /// An instant in each of its forms: the command line's, a person's, and a machine's, for a
    /// presenter whose one value goes both to a terminal and to a page (`Cell.time`).
    public static func said(_ date: Date, in zone: TimeZoneID) -> (machine: String, spoken: String, datetime: String) {
        (display(date, in: zone), spoken(date, in: zone), iso8601(date, in: zone))
    }

    /// A span in each of its forms, the machine's being its start.
    public static func said(_ start: Date, _ end: Date, in zone: TimeZoneID) -> (machine: String, spoken: String, datetime: String) {
        (span(start, end, in: zone), spoken(start, end, in: zone), iso8601(start, in: zone))
    }

    /// "Berlin" of Europe/Berlin, "New York" of America/New_York, "UTC" of Etc/UTC.
    public static func place(_ zone: TimeZoneID) -> String {
        let last = zone.identifier.split(separator: "/").last.map(String.init) ?? zone.identifier
        return last.replacingOccurrences(of: "_", with: " ")
    }

    private static func day(_ wall: WallTime) -> String {
        "\(weekdays[weekday(wall)]) \(wall.day) \(months[wall.month - 1]) \(wall.year)"
    }

    /// 0 for Sunday, from the days since 1970-01-01 (a Thursday) of the proleptic Gregorian
    /// calendar (Howard Hinnant's days-from-civil).
    private static func weekday(_ wall: WallTime) -> Int {
        let year = wall.month <= 2 ? wall.year - 1 : wall.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (wall.month + (wall.month > 2 ? -3 : 9)) + 2) / 5 + wall.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days % 7) + 11) % 7
    }
}
