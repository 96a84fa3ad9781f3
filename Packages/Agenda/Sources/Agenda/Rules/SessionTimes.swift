import Domain
import Foundation

/// Reads a session's start and end as people type them, in the event's zone: a time of day
/// ("19:30", "7:30pm", "02:30+01:00") on a day of the event, or an ISO 8601 date-time. Wall
/// times the zone's clocks skip or repeat are refused as `DateTimeInput` refuses them (a
/// repeated one names the offsets to choose from). An end typed as a time of day at or before
/// the start is read on the next day: a session past midnight.
struct SessionTimes {
    let event: Event

    /// For a new session: both times are required.
    func read(starts: String, ends: String, day: Int?) throws(DomainError) -> (startsAt: Date, endsAt: Date) {
        try read(starts: starts, ends: ends, day: day, current: nil)
    }

    /// For a change: a missing start keeps the current one; a missing end keeps the current
    /// end, or the current length when the start moves. A day alone moves the session to the
    /// same clock time on that day.
    func read(starts: String?, ends: String?, day: Int?, current: AgendaSession?) throws(DomainError) -> (startsAt: Date, endsAt: Date) {
        if let day, starts == nil, ends == nil, let current {
            return try read(starts: Self.clockTime(of: current.startsAt, in: event.timeZone), ends: nil, day: day, current: current)
        }
        if let day {
            try ProgrammeDays.require(day, of: event)
            guard [starts, ends].contains(where: { $0.map(Self.isTimeOfDay) == true }) else {
                throw .invalid(field: "day", message: "is only read with a time of day like 19:30; give the times that way, or leave the day out")
            }
        }
        let zone = event.timeZone
        let dayDate = day.map { ProgrammeDays.date(ofDay: $0, of: event) }
        let startsAt: Date
        if let starts {
            startsAt = try instant(starts, on: dayDate ?? current.map { WallTime($0.startsAt, in: zone) }, field: "starts")
        } else {
            startsAt = current?.startsAt ?? event.startsAt
        }
        let endsAt: Date
        if let ends {
            if Self.isTimeOfDay(ends) {
                let base = dayDate ?? WallTime(startsAt, in: zone)
                let sameDay = try instant(ends, on: base, field: "ends")
                endsAt = sameDay > startsAt ? sameDay : try instant(ends, on: Self.next(base), field: "ends")
            } else {
                endsAt = try instant(ends, on: nil, field: "ends")
            }
        } else if let current {
            endsAt = starts == nil ? current.endsAt : startsAt.addingTimeInterval(current.endsAt.timeIntervalSince(current.startsAt))
        } else {
            endsAt = startsAt
        }
        guard endsAt > startsAt else { throw .agendaSessionEndsBeforeStart }
        return (startsAt, endsAt)
    }

    private func instant(_ raw: String, on date: WallTime?, field: String) throws(DomainError) -> Date {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard Self.isTimeOfDay(text) else { return try DateTimeInput.parse(raw, in: event.timeZone, field: field) }
        guard let date else {
            let first = ProgrammeDays.text(ProgrammeDays.date(ofDay: 1, of: event))
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is a time of day; give the day of the event too (day 1 is \(first)), or a date-time like \(first)T\(text)")
        }
        return try DateTimeInput.parse("\(ProgrammeDays.text(date)) \(text)", in: event.timeZone, field: field)
    }

    /// "09:30" ("09:30:15" with seconds) as clocks in `zone` show `date`.
    private static func clockTime(of date: Date, in zone: TimeZoneID) -> String {
        String(WallTime(date, in: zone).iso8601.dropFirst("2026-12-12T".count))
    }

    static func isTimeOfDay(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).prefixMatch(of: #/[0-9]{1,2}:[0-9]{2}/#) != nil
    }

    private static func next(_ date: WallTime) -> WallTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day + 1))!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return WallTime(year: parts.year!, month: parts.month!, day: parts.day!)
    }
}
