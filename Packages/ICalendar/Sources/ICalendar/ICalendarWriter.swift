public import Domain
public import Foundation

/// Domain's `CalendarWriter` through this package's document: the .ics a mail attaches.
public struct ICalendarWriter: CalendarWriter {
    public init() {}

    public func ics(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String {
        ICalendarDocument.text(entries, name: name, stampedAt: stampedAt)
    }
}
