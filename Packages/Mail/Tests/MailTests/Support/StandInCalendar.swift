import Domain
import Foundation

/// A calendar file naming the entries' summaries and uids, enough to tell which event it holds;
/// the real writer is judged by Python's icalendar in its own package.
struct StandInCalendar: CalendarWriter {
    func ics(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String {
        "BEGIN:VCALENDAR\r\n" + entries.map { "BEGIN:VEVENT\r\nUID:\($0.uid)\r\nSUMMARY:\($0.summary)\r\nEND:VEVENT\r\n" }.joined()
            + "END:VCALENDAR\r\n"
    }
}
