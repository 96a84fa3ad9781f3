public import Foundation

/// Reads the date-times people type. The wall-clock forms are read in the event's zone:
///   2026-12-12T19:00   2026-12-12 19:00:30   2026-12-12 7:30pm   2026-12-12 (midnight)
/// An explicit `Z` or offset (2026-12-12T18:00Z, 2026-12-12T19:00+01:00) is honoured as given.
/// Slash dates (12/11/2026) are ambiguous between countries and are rejected with an example,
/// as are wall-clock times that a daylight-saving change skips or repeats.
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
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = parts.offsetSeconds.flatMap(TimeZone.init(secondsFromGMT:)) ?? zone.timeZone
        let components = DateComponents(year: parts.year, month: parts.month, day: parts.day,
                                        hour: parts.hour, minute: parts.minute, second: parts.second)
        guard calendar.date(from: components).map({ calendar.dateComponents([.year, .month, .day], from: $0) })
                == DateComponents(year: parts.year, month: parts.month, day: parts.day),
              let date = calendar.date(from: components)
        else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not a real calendar date; \(example)")
        }
        guard parts.offsetSeconds == nil else { return date }
        let wallClock = calendar.dateComponents([.hour, .minute, .second], from: date)
        if wallClock.hour != parts.hour || wallClock.minute != parts.minute || wallClock.second != parts.second {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) does not exist in \(zone.identifier) (the clocks skip it for daylight saving); pick another time")
        }
        if isRepeated(date, in: zone.timeZone) {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) happens twice in \(zone.identifier) (daylight saving ends); add the offset, like \(text)\(ZonedTime.offsetText(zone.timeZone.secondsFromGMT(for: date)))")
        }
        return date
    }

    /// A wall-clock time is repeated when the same local reading also occurs one hour earlier
    /// or later in absolute time.
    private static func isRepeated(_ date: Date, in zone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let reading = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return [-3600.0, 3600.0].contains { calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date.addingTimeInterval($0)) == reading }
    }

    private struct Parts {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var offsetSeconds: Int?

        init?(_ text: String) {
            // [0-9], not \d: \d also matches other scripts' digits ("٢٠٢٦"), which Int() cannot read.
            let pattern = #/^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?\s*([aApP][mM])?(Z|z|[+-][0-9]{2}:?[0-9]{2})?)?$/#
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

        static func seconds(ofOffset text: String) -> Int? {
            if text.uppercased() == "Z" { return 0 }
            let sign = text.hasPrefix("-") ? -1 : 1
            let digits = text.dropFirst().filter(\.isASCIIDigit)
            guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
                  hours <= 18, minutes < 60 else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
