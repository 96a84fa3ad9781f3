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
        self = Self.reading(date, in: zone).wall
    }

    /// What clocks in `zone` show at `date`, and the zone's offset from UTC then. From 1583 on
    /// this is arithmetic on the zone's cached offsets: asking Foundation's calendar for the
    /// components was most of a long list's time. Before, that calendar counts in the Julian
    /// calendar, so it is still asked.
    static func reading(_ date: Date, in zone: TimeZoneID) -> (wall: WallTime, offset: Int) {
        let instant = date.timeIntervalSince1970
        guard instant >= gregorianFrom, instant < gregorianUntil else {
            return (WallTime(date, zone.calendar), zone.timeZone.secondsFromGMT(for: date))
        }
        let offset = zone.rules.secondsFromGMT(at: instant)
        let local = Int(instant.rounded(.down)) + offset
        let days = local >= 0 ? local / 86_400 : (local + 1) / 86_400 - 1
        let second = local - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        return (WallTime(year: year, month: month, day: day, hour: second / 3600, minute: second / 60 % 60, second: second % 60),
                offset)
    }

    /// 1583-01-01T00:00:00Z, after the Gregorian calendar began (1582-10-15) in every zone, and
    /// 10000-01-01T00:00:00Z, where ISO 8601's four-digit years end.
    private static let gregorianFrom: Double = -12_212_553_600
    private static let gregorianUntil: Double = 253_402_300_800

    /// Days since 1970-01-01 as a proleptic Gregorian date (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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
        "\(date)T\(clock)" + (second == 0 ? "" : ":\(Digits.pad(second))")
    }

    /// "2026-12-12": the day, in an order text sorts.
    public var date: String { "\(Digits.pad(year, 4))-\(Digits.pad(month))-\(Digits.pad(day))" }

    /// "19:00".
    public var clock: String { "\(Digits.pad(hour)):\(Digits.pad(minute))" }

    /// "2026-10-25T02:30+02:00 or 2026-10-25T02:30+01:00": this reading written with the offset
    /// of each instant, so the user can pick the one meant.
    public func withOffsets(of instants: [Date], in zone: TimeZoneID) -> String {
        instants.map { iso8601 + ZonedTime.offsetText(zone.timeZone.secondsFromGMT(for: $0)) }.joined(separator: " or ")
    }
}
