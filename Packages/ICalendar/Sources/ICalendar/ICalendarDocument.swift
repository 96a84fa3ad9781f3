public import Domain
public import Foundation

/// A VCALENDAR with one VEVENT per entry, as RFC 5545 text: CRLF line ends, folded lines,
/// escaped TEXT values, times in UTC.
public enum ICalendarDocument {
    public static func text(_ entries: [CalendarEntry], name: String, stampedAt: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//RushDay//Agenda//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + ContentLine.text(name),
        ]
        let stamp = UTCStamp.text(stampedAt)
        for entry in entries {
            lines += ["BEGIN:VEVENT", "UID:" + entry.uid, "DTSTAMP:" + stamp, "DTSTART:" + UTCStamp.text(entry.startsAt),
                      "DTEND:" + UTCStamp.text(entry.endsAt), "SUMMARY:" + ContentLine.text(entry.summary)]
            if let location = entry.location { lines.append("LOCATION:" + ContentLine.text(location)) }
            if let notes = entry.notes { lines.append("DESCRIPTION:" + ContentLine.text(notes)) }
            if !entry.categories.isEmpty { lines.append("CATEGORIES:" + entry.categories.map(ContentLine.text).joined(separator: ",")) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(ContentLine.folded).joined()
    }
}
