public import Foundation

/// Shows an instant in an event's zone, always with the offset so nobody misreads it.
public enum ZonedTime {
    /// "2026-12-12 19:00 +01:00": for tables and cards.
    public static func display(_ date: Date, in zone: TimeZoneID) -> String {
        let (wall, offset) = WallTime.reading(date, in: zone)
        return Digits.text { text in
            write(wall, dateTimeSeparator: " ", into: &text)
            text.append(" ")
            writeOffset(offset, into: &text)
        }
    }

    /// "2026-12-12 19:00 +01:00 – 2026-12-13 01:00 +01:00 (Europe/Berlin)": when an event is,
    /// both ends whole, as an event's card and every ticket for it say it.
    public static func span(_ start: Date, _ end: Date, in zone: TimeZoneID) -> String {
        "\(display(start, in: zone)) – \(display(end, in: zone)) (\(zone.identifier))"
    }

    /// "2026-12-12T19:00:00+01:00": ISO 8601 with the zone's offset, for JSON and CSV.
    public static func iso8601(_ date: Date, in zone: TimeZoneID) -> String {
        let (wall, offset) = WallTime.reading(date, in: zone)
        return Digits.text { text in
            write(wall, dateTimeSeparator: "T", into: &text)
            text.append(":")
            text.pad(wall.second)
            writeOffset(offset, into: &text)
        }
    }

    /// "2027-01-01T00:00:00Z": an instant in UTC as Foundation's `.iso8601` format style writes
    /// it, without setting that style up (a twentieth of `auth whoami`).
    public static func utcISO8601(_ date: Date) -> String {
        let (wall, _) = WallTime.reading(date, in: .utc)
        return Digits.text { text in
            write(wall, dateTimeSeparator: "T", into: &text)
            text.append(":")
            text.pad(wall.second)
            text.append("Z")
        }
    }

    /// "+01:00", "-05:30", "+00:00"; "+00:53:28" when the offset has seconds, as local mean
    /// times before about 1900 do (and Monrovia's -00:44:30 until 1972): cutting them to minutes
    /// would print a different instant.
    public static func offsetText(_ seconds: Int) -> String {
        Digits.text { writeOffset(seconds, into: &$0) }
    }

    /// "2026-12-12 19:00" with the separator given.
    private static func write(_ wall: WallTime, dateTimeSeparator: Unicode.Scalar, into text: inout Digits) {
        text.pad(wall.year, 4)
        text.append("-")
        text.pad(wall.month)
        text.append("-")
        text.pad(wall.day)
        text.append(dateTimeSeparator)
        text.pad(wall.hour)
        text.append(":")
        text.pad(wall.minute)
    }

    private static func writeOffset(_ seconds: Int, into text: inout Digits) {
        let magnitude = abs(seconds)
        text.append(seconds < 0 ? "-" : "+")
        text.pad(magnitude / 3600)
        text.append(":")
        text.pad(magnitude / 60 % 60)
        guard magnitude % 60 != 0 else { return }
        text.append(":")
        text.pad(magnitude % 60)
    }
}
