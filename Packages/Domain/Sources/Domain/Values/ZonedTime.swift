public import Foundation

/// Shows an instant in an event's zone, always with the offset so nobody misreads it.
public enum ZonedTime {
    /// "2026-12-12 19:00 +01:00": for tables and cards.
    public static func display(_ date: Date, in zone: TimeZoneID) -> String {
        let wall = WallTime(date, in: zone)
        return "\(Digits.pad(wall.year, 4))-\(Digits.pad(wall.month))-\(Digits.pad(wall.day)) \(Digits.pad(wall.hour)):\(Digits.pad(wall.minute)) "
            + offsetText(zone.timeZone.secondsFromGMT(for: date))
    }

    /// "2026-12-12T19:00:00+01:00": ISO 8601 with the zone's offset, for JSON and CSV.
    public static func iso8601(_ date: Date, in zone: TimeZoneID) -> String {
        let wall = WallTime(date, in: zone)
        return "\(Digits.pad(wall.year, 4))-\(Digits.pad(wall.month))-\(Digits.pad(wall.day))T\(Digits.pad(wall.hour)):\(Digits.pad(wall.minute)):\(Digits.pad(wall.second))"
            + offsetText(zone.timeZone.secondsFromGMT(for: date))
    }

    /// "+01:00", "-05:30", "+00:00"; "+00:53:28" when the offset has seconds, as local mean
    /// times before about 1900 do (and Monrovia's -00:44:30 until 1972): cutting them to minutes
    /// would print a different instant.
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let text = sign + Digits.pad(magnitude / 3600) + ":" + Digits.pad(magnitude / 60 % 60)
        return magnitude % 60 == 0 ? text : text + ":" + Digits.pad(magnitude % 60)
    }
}
