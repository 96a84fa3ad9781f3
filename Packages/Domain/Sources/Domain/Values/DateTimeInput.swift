public import Foundation

/// Reads the date-times people type. The wall-clock forms are read in the event's zone:
///   2026-12-12T19:00   2026-12-12 19:00:30   2026-12-12 7:30pm   2026-12-12 (midnight)
/// An explicit `Z` or offset (2026-12-12T18:00Z, 2026-12-12T19:00+01:00) is honoured as given.
/// Slash dates (12/11/2026) are ambiguous between countries and are rejected with an example,
/// as are wall-clock times that the zone's clocks skip or repeat (daylight saving or any
/// other change of offset); a repeated one needs the offset of the one meant.
public enum DateTimeInput {
    public static func parse(_ raw: String, in zone: TimeZoneID, field: String) throws(DomainError) -> Date {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let example = "write it like 2026-12-12T19:00 (read in \(zone.identifier)) or 2026-12-12T19:00+01:00"
        if text.contains("/") {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is ambiguous (day/month or month/day?); \(example)")
        }
        guard let parts = Parts(text) else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not a date-time; \(example)")
        }
        guard let date = parts.wallTime.instant(offsetSeconds: parts.offsetSeconds ?? 0) else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not a real calendar date; \(example)")
        }
        guard parts.offsetSeconds == nil else { return date }
        let instants = parts.wallTime.instants(in: zone)
        switch instants.count {
        case 0:
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) does not exist in \(zone.identifier) (the clocks jump over it); pick another time")
        case 1:
            return instants[0]
        default:
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) happens \(times(instants.count)) in \(zone.identifier) (the clocks go back); add the offset of the one you mean: \(parts.wallTime.withOffsets(of: instants, in: zone)) (in the order they happen)")
        }
    }

    private static func times(_ count: Int) -> String {
        count == 2 ? "twice" : "\(count) times"
    }

    private struct Parts {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var offsetSeconds: Int?

        var wallTime: WallTime {
            WallTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        }

        init?(_ text: String) {
            // [0-9], not \d: \d also matches other scripts' digits ("٢٠٢٦"), which Int() cannot read.
            let pattern = #/^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?\s*([aApP][mM])?(Z|z|[+-][0-9]{2}(?::[0-9]{2}(?::[0-9]{2})?|[0-9]{2}(?:[0-9]{2})?))?)?$/#
            guard let match = text.wholeMatch(of: pattern) else { return nil }
            year = Int(match.1)!
            month = Int(match.2)!
            day = Int(match.3)!
            if let hourText = match.4, let minuteText = match.5 {
                hour = Int(hourText)!
                minute = Int(minuteText)!
                second = match.6.map { Int($0)! } ?? 0
                if let meridiem = match.7?.lowercased() {
                    guard (1...12).contains(hour) else { return nil }
                    hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
                }
                guard hour < 24, minute < 60, second < 60 else { return nil }
                if let offset = match.8 {
                    offsetSeconds = Parts.seconds(ofOffset: String(offset))
                    guard offsetSeconds != nil else { return nil }
                }
            }
        }

        /// ±hh:mm or ±hhmm; ±hh:mm:ss or ±hhmmss for the local mean times of old dates.
        static func seconds(ofOffset text: String) -> Int? {
            if text.uppercased() == "Z" { return 0 }
            let sign = text.hasPrefix("-") ? -1 : 1
            let digits = Array(text.dropFirst().filter(\.isASCIIDigit))
            let fields = stride(from: 0, to: digits.count, by: 2).map { Int(String(digits[$0..<$0 + 2]))! }
            let (hours, minutes, seconds) = (fields[0], fields[1], fields.count > 2 ? fields[2] : 0)
            guard hours <= 18, minutes < 60, seconds < 60 else { return nil }
            return sign * (hours * 3600 + minutes * 60 + seconds)
        }
    }
}
