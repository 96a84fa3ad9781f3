import Foundation
import Synchronization

/// A zone's rules and a calendar in it, loaded once per zone and shared: listings read and
/// format thousands of event times, and loading a zone or making a calendar is the slow part.
final class ZoneRules: Sendable {
    let timeZone: TimeZone
    /// Made when first asked for: a Gregorian calendar is ICU's, and loading it is a twentieth of
    /// `auth whoami`, which shows times in UTC without it.
    private let madeCalendar = Mutex<Calendar?>(nil)
    /// Stretches of time between two of the zone's transitions, each with its one offset, sorted
    /// and learned as instants are shown.
    private let stretches = Mutex<[OffsetStretch]>([])

    private init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    var calendar: Calendar {
        madeCalendar.withLock { made in
            if let made { return made }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            made = calendar
            return calendar
        }
    }

    private static let loaded = Mutex<[String: ZoneRules]>([:])

    /// Nil when Foundation cannot load the zone (its data can lag the system's tz database).
    static func named(_ identifier: String) -> ZoneRules? {
        if let rules = loaded.withLock({ $0[identifier] }) { return rules }
        guard let timeZone = TimeZone(identifier: identifier) else { return nil }
        let rules = ZoneRules(timeZone)
        loaded.withLock { $0[identifier] = rules }
        return rules
    }

    /// UTC, for reading a wall-clock time as a plain count of seconds.
    static let utc = ZoneRules(TimeZone(secondsFromGMT: 0)!)

    /// The offset from UTC at an instant (seconds since 1970), as `TimeZone.secondsFromGMT(for:)`
    /// gives it. Foundation takes microseconds per question; a list asks four per event, nearly
    /// all inside a few stretches between clock changes, so each stretch is asked about once:
    /// the offset at an instant holds until the zone's next transition.
    func secondsFromGMT(at instant: Double) -> Int {
        if let offset = stretches.withLock({ OffsetStretch.offset(at: instant, in: $0) }) {
            return offset
        }
        let date = Date(timeIntervalSince1970: instant)
        let offset = timeZone.secondsFromGMT(for: date)
        let end = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970 ?? .infinity
        stretches.withLock { OffsetStretch.learn(OffsetStretch(start: instant, end: end, offset: offset), into: &$0) }
        return offset
    }
}
