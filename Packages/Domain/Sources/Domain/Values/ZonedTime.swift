public import Foundation

/// Shows an instant in an event's zone, always with the offset so nobody misreads it.
/// Listings format thousands of these, so digits are padded by hand: `String(format:)` is
/// very slow on Linux.
public enum ZonedTime {
    /// "2026-12-12 19:00 +01:00": for tables and cards.
    public static func display(_ date: Date, in zone: TimeZoneID) -> String {
        let (c, offset) = components(date, zone)
        return "\(pad(c.year!, 4))-\(pad(c.month!))-\(pad(c.day!)) \(pad(c.hour!)):\(pad(c.minute!)) " + offsetText(offset)
    }

    /// "2026-12-12T19:00:00+01:00": ISO 8601 with the zone's offset, for JSON and CSV.
    public static func iso8601(_ date: Date, in zone: TimeZoneID) -> String {
        let (c, offset) = components(date, zone)
        return "\(pad(c.year!, 4))-\(pad(c.month!))-\(pad(c.day!))T\(pad(c.hour!)):\(pad(c.minute!)):\(pad(c.second!))" + offsetText(offset)
    }

    /// "+01:00", "-05:30", "+00:00".
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + pad(minutes / 60) + ":" + pad(minutes % 60)
    }

    private static func components(_ date: Date, _ zone: TimeZoneID) -> (DateComponents, Int) {
        var calendar = Calendar(identifier: .gregorian)
        let timeZone = zone.timeZone
        calendar.timeZone = timeZone
        return (calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date),
                timeZone.secondsFromGMT(for: date))
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
