public import Domain
public import Foundation

/// What `agenda export` made: the calendar's entries (sessions, plus the event's own), its name
/// and the instant they are stamped with, for the face to write in a calendar format.
public struct ExportAgendaResponse: Hashable, Sendable {
    public let event: Event
    public let entries: [CalendarEntry]
    public let name: String
    public let stampedAt: Date

    public init(event: Event, entries: [CalendarEntry], name: String, stampedAt: Date) {
        self.event = event
        self.entries = entries
        self.name = name
        self.stampedAt = stampedAt
    }
}
