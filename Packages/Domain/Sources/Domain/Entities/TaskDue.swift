public import Foundation

/// When a task falls due: at a fixed instant, or at a distance from the event's start or end,
/// which follows the event wherever it moves.
public enum TaskDue: Hashable, Sendable, Codable {
    case at(Date)
    case relative(TaskOffset)

    /// The instant it falls due for `event` as it is now.
    public func date(for event: Event) -> Date {
        switch self {
        case .at(let date): date
        case .relative(let offset): offset.date(for: event)
        }
    }
}

/// A distance from the event's start or end: whole days counted on the event's calendar (so
/// "3 days before" a 19:00 start is 19:00 on the wall across a change of clocks), then minutes
/// of elapsed time ("2 hours after the end" is 7,200 seconds after it).
public struct TaskOffset: Hashable, Sendable, Codable {
    public enum Anchor: String, Hashable, Sendable, Codable, CaseIterable {
        case start, end
    }

    public var anchor: Anchor
    /// Negative before the anchor.
    public var days: Int
    public var minutes: Int

    public init(anchor: Anchor, days: Int = 0, minutes: Int = 0) {
        self.anchor = anchor
        self.days = days
        self.minutes = minutes
    }

    public func date(for event: Event) -> Date {
        let from = anchor == .start ? event.startsAt : event.endsAt
        return Self.adding(days: days, to: from, in: event.timeZone).addingTimeInterval(TimeInterval(minutes * 60))
    }

    /// `date` moved by `days` on the wall of `zone`: the same reading that many days away; when
    /// the clocks skip it that day, the reading as far past the skip as it was meant to be
    /// after the offset before it; when they repeat it, the showing on the side it is reached
    /// from (the first going forward, the second going back), as Foundation's calendar adds days.
    static func adding(days: Int, to date: Date, in zone: TimeZoneID) -> Date {
        guard days != 0 else { return date }
        var wall = WallTime(date, in: zone)
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        guard let asIfUTC = wall.instant(offsetSeconds: 0)?.addingTimeInterval(TimeInterval(days * 86_400)) else { return date }
        wall = WallTime(asIfUTC, in: .utc)
        let instants = wall.instants(in: zone)
        if let shown = days > 0 ? instants.first : instants.last { return shown.addingTimeInterval(fraction) }
        let before = zone.timeZone.secondsFromGMT(for: asIfUTC.addingTimeInterval(-86_400))
        return asIfUTC.addingTimeInterval(-TimeInterval(before) + fraction)
    }
}
