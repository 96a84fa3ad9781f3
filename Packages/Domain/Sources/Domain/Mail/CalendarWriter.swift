public import Foundation

/// Writes calendar entries as an iCalendar file (RFC 5545): what a mail attaches as the event.
public protocol CalendarWriter: Sendable {
    func ics(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String
}
