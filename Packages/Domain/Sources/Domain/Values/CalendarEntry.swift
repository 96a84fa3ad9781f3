public import Foundation

/// One entry of a calendar file: what a calendar program shows as one appointment. The Agenda
/// feature decides what goes in it; a calendar format adapter (ICalendar) decides how it is
/// written, and the face where.
public struct CalendarEntry: Hashable, Sendable {
    /// The same thing keeps the same uid in every export, so a calendar that imports the file
    /// again updates its entry instead of adding a second one.
    public var uid: String
    public var startsAt: Date
    public var endsAt: Date
    public var summary: String
    public var location: String?
    public var notes: String?
    public var categories: [String]

    public init(uid: String, startsAt: Date, endsAt: Date, summary: String, location: String? = nil,
                notes: String? = nil, categories: [String] = []) {
        self.uid = uid
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.summary = summary
        self.location = location
        self.notes = notes
        self.categories = categories
    }
}

extension CalendarEntry {
    /// The event itself: the same entry in the agenda's export and in every mail's attachment,
    /// so a calendar that has it already updates it. Its uid comes from the id, never the
    /// handle or title, so a renamed event keeps its entry.
    public static func event(_ event: Event) -> CalendarEntry {
        CalendarEntry(uid: "event-\(event.id)@rushday", startsAt: event.startsAt, endsAt: event.endsAt, summary: event.title,
                      location: event.venue, notes: event.description)
    }
}
