import Domain
import Foundation

/// Moves an event's instants by the distance its start moves as clocks in its zone show it, so
/// a 09:00 session stays at 09:00 even when the new date is on the other side of a daylight
/// saving change, as organisers mean (`events update` keeps wall times for a new zone too).
/// A moved reading the clocks jump over is moved by the instants' distance instead; one they
/// repeat is its first instant.
struct WallClockShift {
    private let zone: TimeZoneID
    private let wallSeconds: TimeInterval
    private let instantSeconds: TimeInterval

    init(from old: Date, to new: Date, in zone: TimeZoneID) {
        self.zone = zone
        wallSeconds = Self.asIfUTC(WallTime(new, in: zone)).timeIntervalSince(Self.asIfUTC(WallTime(old, in: zone)))
        instantSeconds = new.timeIntervalSince(old)
    }

    func moved(_ date: Date) -> Date {
        // A reading has whole seconds; the fraction is carried over.
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        let target = Self.utc.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                             from: Self.asIfUTC(WallTime(date, in: zone)).addingTimeInterval(wallSeconds))
        let wall = WallTime(year: target.year ?? 0, month: target.month ?? 1, day: target.day ?? 1,
                            hour: target.hour ?? 0, minute: target.minute ?? 0, second: target.second ?? 0)
        guard let instant = wall.instants(in: zone).first else { return date.addingTimeInterval(instantSeconds) }
        return instant.addingTimeInterval(fraction)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    /// The instant at which a UTC clock shows `wall`: wall readings as a line to measure along.
    private static func asIfUTC(_ wall: WallTime) -> Date {
        let components = DateComponents(year: wall.year, month: wall.month, day: wall.day,
                                        hour: wall.hour, minute: wall.minute, second: wall.second)
        return utc.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}
