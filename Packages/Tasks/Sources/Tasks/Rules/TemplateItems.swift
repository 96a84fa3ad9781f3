import Domain
import Foundation

/// A checklist as a template's items and back: a relative due time is kept as it is; a fixed
/// one becomes its distance from the event's start (whole days on the event's calendar, then
/// minutes), so it lands as far from the start of the event it is applied to, to the minute.
enum TemplateItems {
    static func items(of tasks: [EventTask], event: Event) -> [TaskTemplate.Item] {
        tasks.map { task in
            TaskTemplate.Item(title: task.title, note: task.note, offset: task.due.map { due in
                switch due {
                case .relative(let offset): offset
                case .at(let date): offset(of: date, fromStartOf: event)
                }
            })
        }
    }

    /// New tasks for `event` after `existing`: numbered on, nobody's, none done.
    static func tasks(_ items: [TaskTemplate.Item], for event: EventID, after existing: [EventTask],
                      ids: any IdentifierGenerator, now: Date) -> [EventTask] {
        var number = TaskLookup.nextNumber(after: existing)
        var position = TaskLookup.nextPosition(after: existing)
        return items.map { item in
            defer { number += 1; position += 1 }
            return EventTask(id: ids.make(), eventID: event, number: number, title: item.title, note: item.note,
                             due: item.offset.map { .relative($0) }, position: position, createdAt: now, updatedAt: now)
        }
    }

    /// Whole days between the start's date and `date`'s on the event's calendar, then the
    /// minutes elapsing from that day's reading of the start to `date`; when those go opposite
    /// ways, the minutes from the start alone.
    static func offset(of date: Date, fromStartOf event: Event) -> TaskOffset {
        let days = dayNumber(WallTime(date, in: event.timeZone)) - dayNumber(WallTime(event.startsAt, in: event.timeZone))
        var offset = TaskOffset(anchor: .start, days: days)
        offset.minutes = Int((date.timeIntervalSince(offset.date(for: event)) / 60).rounded())
        // Said in words, days and minutes go one way: 20:00 the day before a 19:00 start is
        // "23 hours before", not a day back and an hour on.
        if offset.days < 0, offset.minutes > 0 || offset.days > 0 && offset.minutes < 0 {
            offset.minutes = Int((date.timeIntervalSince(event.startsAt) / 60).rounded())
            offset.days = 0
        }
        return offset
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    private static func dayNumber(_ wall: WallTime) -> Int {
        let date = utc.date(from: DateComponents(year: wall.year, month: wall.month, day: wall.day)) ?? .distantPast
        return Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }
}
