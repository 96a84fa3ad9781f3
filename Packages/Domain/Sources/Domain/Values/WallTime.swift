public import Foundation

/// What a clock on the wall shows: a calendar date and a time of day, in no zone by itself.
/// People plan in wall time; the zone's rules decide which instant (if any) it is.
public struct WallTime: Hashable, Sendable {
    public var year, month, day, hour, minute, second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }

    /// What clocks in `zone` show at `date`.
    public init(_ date: Date, in zone: TimeZoneID) {
        self.init(date, zone.calendar)
    }

    private init(_ date: Date, _ calendar: Calendar) {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        self.init(year: c.year!, month: c.month!, day: c.day!, hour: c.hour!, minute: c.minute!, second: c.second!)
    }

    /// The instant at which a clock `offsetSeconds` ahead of UTC shows this reading; nil when
    /// the date is not on the calendar (2026-02-30).
    func instant(offsetSeconds: Int) -> Date? {
        let utc = ZoneRules.utc.calendar
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = utc.date(from: components), WallTime(date, utc) == self else { return nil }
        return date.addingTimeInterval(-TimeInterval(offsetSeconds))
    }

    /// Every instant at which clocks in `zone` show this reading, earliest first: usually one;
    /// none when the clocks jump over it; two (or more) when they are put back over it.
    /// Offsets change by any amount (30 minutes on Lord Howe, 53 min 28 s when Berlin left
    /// local mean time), so each offset the zone uses near the reading is tried, not a fixed hour.
    public func instants(in zone: TimeZoneID) -> [Date] {
        guard let asIfUTC = instant(offsetSeconds: 0) else { return [] }
        let timeZone = zone.timeZone
        // No offset is larger than a day and a few hours, so every instant showing this
        // reading lies within this window around it.
        let window: TimeInterval = 30 * 3600
        let end = asIfUTC.addingTimeInterval(window)
        var cursor = asIfUTC.addingTimeInterval(-window)
        var offsets: Set<Int> = [timeZone.secondsFromGMT(for: cursor)]
        while let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor), transition > cursor, transition < end {
            offsets.insert(timeZone.secondsFromGMT(for: transition))
            cursor = transition
        }
        return offsets
            .map { (offset: $0, instant: asIfUTC.addingTimeInterval(-TimeInterval($0))) }
            .filter { timeZone.secondsFromGMT(for: $0.instant) == $0.offset }
            .map(\.instant)
            .sorted()
    }

    /// "2026-12-12T19:00", with seconds only when there are some.
    public var iso8601: String {
        let time = "\(Digits.pad(hour)):\(Digits.pad(minute))" + (second == 0 ? "" : ":\(Digits.pad(second))")
        return "\(Digits.pad(year, 4))-\(Digits.pad(month))-\(Digits.pad(day))T" + time
    }

    /// "2026-10-25T02:30+02:00 or 2026-10-25T02:30+01:00": this reading written with the offset
    /// of each instant, so the user can pick the one meant.
    public func withOffsets(of instants: [Date], in zone: TimeZoneID) -> String {
        instants.map { iso8601 + ZonedTime.offsetText(zone.timeZone.secondsFromGMT(for: $0)) }.joined(separator: " or ")
    }
}
