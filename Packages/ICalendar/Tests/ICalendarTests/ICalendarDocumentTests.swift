import Domain
import Foundation
import ICalendar
import Testing

@Suite struct ICalendarDocumentTests {
    let entry = CalendarEntry(uid: "session-1@rushday", startsAt: Date(timeIntervalSince1970: 1_792_827_000.75),
                              endsAt: Date(timeIntervalSince1970: 1_792_830_600), summary: "Keynote; opening, all",
                              location: "Hall A, Town Hall", notes: "Welcome\n\nSpeakers: Ada <ada@example.org>",
                              categories: ["Main, big", "Talks"])

    @Test func theDocumentHasTheCalendarItsEventsAndUTCTimes() {
        let text = ICalendarDocument.text([entry], name: "Conf", stampedAt: Date(timeIntervalSince1970: 0))
        #expect(ContentLine.unfolded(text) == [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//RushDay//Agenda//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:Conf",
            "BEGIN:VEVENT", "UID:session-1@rushday", "DTSTAMP:19700101T000000Z", "DTSTART:20261024T073000Z",
            "DTEND:20261024T083000Z", "SUMMARY:Keynote\\; opening\\, all", "LOCATION:Hall A\\, Town Hall",
            "DESCRIPTION:Welcome\\n\\nSpeakers: Ada <ada@example.org>", "CATEGORIES:Main\\, big,Talks",
            "END:VEVENT", "END:VCALENDAR",
        ])
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
    }
}
