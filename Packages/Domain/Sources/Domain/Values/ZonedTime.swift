public import Foundation

/// Shows an instant in an event's zone, always with the offset so nobody misreads it.
public enum ZonedTime {
    /// "2026-12-12 19:00 +01:00": for tables and cards.
    public static func display(_ date: Date, in zone: TimeZoneID) -> String {
        let (calendar, offset) = setUp(date, zone)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!) + " " + offsetText(offset)
    }

    /// "2026-12-12T19:00:00+01:00": ISO 8601 with the zone's offset, for JSON and CSV.
    public static func iso8601(_ date: Date, in zone: TimeZoneID) -> String {
        let (calendar, offset) = setUp(date, zone)
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!) + offsetText(offset)
    }

    /// "+01:00", "-05:30", "+00:00".
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    private static func setUp(_ date: Date, _ zone: TimeZoneID) -> (Calendar, Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone.timeZone
        return (calendar, zone.timeZone.secondsFromGMT(for: date))
    }
}
