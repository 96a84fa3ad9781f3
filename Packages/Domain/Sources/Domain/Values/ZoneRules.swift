import Foundation
import Synchronization

/// A zone's rules and a calendar in it, loaded once per zone and shared: listings read and
/// format thousands of event times, and loading a zone or making a calendar is the slow part.
final class ZoneRules: Sendable {
    let timeZone: TimeZone
    let calendar: Calendar

    private init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
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
}
