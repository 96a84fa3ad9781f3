import Domain
import Foundation
import Testing

struct DateTimeInputTests {
    @Test(arguments: [
        ("2026-12-12T19:00", "2026-12-12T18:00:00Z"),
        ("2026-12-12 19:00:30", "2026-12-12T18:00:30Z"),
        ("2026-12-12 7:30pm", "2026-12-12T18:30:00Z"),
        ("2026-12-12 7:30 PM", "2026-12-12T18:30:00Z"),
        ("2026-12-12 07:30am", "2026-12-12T06:30:00Z"),
        ("2026-12-12 12:15am", "2026-12-11T23:15:00Z"),
        ("2026-12-12 12:15pm", "2026-12-12T11:15:00Z"),
        ("2026-12-12", "2026-12-11T23:00:00Z"),
        ("2026-07-01T19:00", "2026-07-01T17:00:00Z"),
        ("  2026-12-12T19:00  ", "2026-12-12T18:00:00Z"),
        ("2028-02-29T10:00", "2028-02-29T09:00:00Z"),
    ])
    func readsWallClockFormsInTheEventsZone(text: String, expected: String) throws {
        #expect(try DateTimeInput.parse(text, in: berlin, field: "starts") == instant(expected))
    }

    @Test(arguments: [
        ("2026-12-12T18:00Z", "2026-12-12T18:00:00Z"),
        ("2026-12-12T18:00z", "2026-12-12T18:00:00Z"),
        ("2026-12-12T19:00+01:00", "2026-12-12T18:00:00Z"),
        ("2026-12-12T13:00-0500", "2026-12-12T18:00:00Z"),
        ("2026-12-12T23:30+05:30", "2026-12-12T18:00:00Z"),
        ("2026-12-12 8:00pm+02:00", "2026-12-12T18:00:00Z"),
        // Explicit offsets win even inside a daylight-saving gap or overlap of the event's zone.
        ("2026-03-29T02:30+01:00", "2026-03-29T01:30:00Z"),
        ("2026-10-25T02:30+02:00", "2026-10-25T00:30:00Z"),
        ("2026-10-25T02:30+01:00", "2026-10-25T01:30:00Z"),
        // Local mean time had seconds: Berlin was +00:53:28 until 1893, Monrovia -00:44:30 until 1972.
        ("1890-06-01T12:00+00:53:28", "1890-06-01T11:06:32Z"),
        ("1890-06-01T12:00:00+005328", "1890-06-01T11:06:32Z"),
        ("1960-06-01T11:15:30-00:44:30", "1960-06-01T12:00:00Z"),
    ])
    func honoursAnExplicitOffset(text: String, expected: String) throws {
        #expect(try DateTimeInput.parse(text, in: berlin, field: "starts") == instant(expected))
        #expect(try DateTimeInput.parse(text, in: tokyo, field: "starts") == instant(expected))
    }

    @Test(arguments: [("2026-03-29T02:30", berlin), ("2026-03-29T02:00", berlin), ("2026-03-29 2:59am", berlin),
                      ("2026-03-08T02:30", newYork)])
    func rejectsTimesTheClocksSkip(text: String, zone: TimeZoneID) {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: zone, field: "starts") }
        #expect(field(of: error) == "starts")
        #expect(error?.message.contains("does not exist in \(zone.identifier)") == true)
    }

    @Test func rejectsARepeatedTimeAndOffersBothOffsets() throws {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse("2026-10-25 2:30am", in: berlin, field: "ends") }
        #expect(error == .invalid(field: "ends", message: "'2026-10-25 2:30am' happens twice in Europe/Berlin (the clocks go back); add the offset of the one you mean: 2026-10-25T02:30+02:00 or 2026-10-25T02:30+01:00 (in the order they happen)"))
        #expect(throws: DomainError.self) { try DateTimeInput.parse("2026-11-01T01:30", in: newYork, field: "ends") }
    }

    @Test(arguments: [("2026-03-29T01:59", "2026-03-29T00:59:00Z"), ("2026-03-29T03:00", "2026-03-29T01:00:00Z"),
                      ("2026-10-25T01:59", "2026-10-24T23:59:00Z"), ("2026-10-25T03:00", "2026-10-25T02:00:00Z")])
    func acceptsTimesNextToTheChanges(text: String, expected: String) throws {
        #expect(try DateTimeInput.parse(text, in: berlin, field: "starts") == instant(expected))
    }

    @Test(arguments: ["2026-02-30", "2026-02-29T10:00", "2026-04-31T10:00", "2026-13-01", "2026-00-10", "2026-12-00"])
    func rejectsDatesNotOnTheCalendar(text: String) {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: berlin, field: "starts") }
        #expect(error?.message.contains("not a real calendar date") == true)
    }

    @Test(arguments: ["12/11/2026", "2026/12/12", "12/11/2026 19:00"])
    func rejectsSlashDatesAsAmbiguous(text: String) {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: berlin, field: "starts") }
        #expect(field(of: error) == "starts")
        #expect(error?.message.contains("ambiguous") == true)
        #expect(error?.message.contains("2026-12-12T19:00 (read in Europe/Berlin)") == true)
    }

    @Test(arguments: ["", "tomorrow", "2026-12-12T24:00", "2026-12-12T19:60", "2026-12-12T19:00:60", "2026-12-12 13:00pm",
                      "2026-12-12 0:30am", "2026-12-12T19", "26-12-12", "2026-1-5", "2026-12-12T19:00+19:00",
                      "2026-12-12T19:00+01:60", "2026-12-12T19:00+01:00:60", "2026-12-12T19:00+01:0000",
                      "2026-12-12T19:00+01:00:0", "2026-12-12T19:00+1:00", "2026-12-12T19:00 CET", "٢٠٢٦-١٢-١٢", "２０２６-１２-１２T19:00"])
    func rejectsTextThatIsNotADateTime(text: String) {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: berlin, field: "ends") }
        #expect(field(of: error) == "ends")
        #expect(error?.message.contains("is not a date-time") == true)
    }
}
