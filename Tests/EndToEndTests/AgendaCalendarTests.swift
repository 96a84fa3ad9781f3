import Foundation
import GRDB
import Testing

/// `agenda export --ics` read back by an outside judge, Python's `icalendar` package (from PyPI;
/// Scripts/test installs it): every field of every entry compared, instants included. Without
/// the package the test fails: a skipped judge proves nothing.
@Suite struct AgendaCalendarTests {
    /// Prints the calendar's name and each VEVENT's fields as JSON, instants in UTC.
    static let reader = """
        import datetime, json, sys
        try:
            import icalendar
        except ImportError:
            sys.exit("icalendar is not installed; pip install icalendar")
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
        def instant(event, key):
            value = event.get(key)
            return None if value is None else value.dt.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        def text(event, key):
            value = event.get(key)
            return None if value is None else str(value)
        entries = []
        for event in calendar.walk("VEVENT"):
            categories = event.get("CATEGORIES")
            entries.append({"uid": text(event, "UID"), "summary": text(event, "SUMMARY"), "location": text(event, "LOCATION"),
                            "description": text(event, "DESCRIPTION"), "start": instant(event, "DTSTART"),
                            "end": instant(event, "DTEND"), "stamp": instant(event, "DTSTAMP"),
                            "categories": [] if categories is None else [str(c) for c in categories.cats]})
        print(json.dumps({"version": str(calendar["VERSION"]), "name": str(calendar["X-WR-CALNAME"]), "entries": entries}))
        """

    func parsed(_ path: String) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.reader, path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 could not read the calendar: \(problem)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// "2026-10-24T10:00:00+02:00" -> "2026-10-24T08:00:00Z".
    func utc(_ text: Any?) throws -> String {
        let string = try #require(text as? String)
        let date = try #require(ISO8601DateFormatter().date(from: string))
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    @Test func everyFieldOfEveryEntryReadsBackAsExported() throws {
        let rushday = try ConfEvent.owned()
        let title = "Überblick: Zukunft der Veranstaltungsplanung 🎉 — 未来のイベント企画、ベルリンにて; teil 1, \\ mit Pause"
        try rushday.run(["agenda", "add", "conf", title, "--day", "1", "--starts", "10:00", "--ends", "11:00", "--room", "Saal 1",
                         "--track", "Main, big", "--speaker", "Zoë Šimić <zoe@example.org>", "--speaker", "李雷",
                         "--description", "Line one; with, commas\nLine two \\ backslash"])
        try rushday.run(["agenda", "add", "conf", "Night owls", "--day", "2", "--starts", "01:30", "--ends", "02:30+01:00"])
        try rushday.run(["agenda", "add", "conf", "Bare", "--starts", "2026-10-25T17:00", "--ends", "2026-10-25T17:30"])
        let path = rushday.root.appendingPathComponent("conf.ics").path
        let before = Date()
        let export = try ConfEvent.json(try rushday.run(["agenda", "export", "conf", "--ics", path, "--format", "json"])) as? [String: Any]
        let after = Date()
        #expect(export?["entries"] as? Int == 4)
        #expect(export?["output"] as? String == path)

        let raw = try Data(contentsOf: URL(fileURLWithPath: path))
        let lines = raw.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        for line in lines {
            #expect(line.last == 0x0D, "every line ends in CRLF")
            #expect(line.count - 1 <= 75, "a line of \(line.count - 1) octets")
            #expect(String(validating: line, as: UTF8.self) != nil, "a folded line splits a UTF-8 character")
        }
        #expect(lines.contains { $0.first == 0x20 }, "the long title was folded")

        let calendar = try parsed(path)
        #expect(calendar["version"] as? String == "2.0")
        #expect(calendar["name"] as? String == "Conf")
        let entries = try #require(calendar["entries"] as? [[String: Any]])
        let event = try #require(try ConfEvent.json(try rushday.run(["events", "show", "conf", "--format", "json"])) as? [String: Any])
        let sessions = try #require(try ConfEvent.json(try rushday.run(["agenda", "list", "conf", "--format", "json"])) as? [[String: Any]])
        let ids = try DatabaseQueue(path: rushday.database.path).read { db in
            try Row.fetchAll(db, sql: "SELECT handle, id FROM agenda_sessions").reduce(into: [String: String]()) { $0[$1["handle"]] = $1["id"] }
        }
        try #require(entries.count == 4 && sessions.count == 3)
        for entry in entries {
            let stamp = ISO8601DateFormatter().date(from: entry["stamp"] as? String ?? "") ?? .distantPast
            #expect(stamp >= before.addingTimeInterval(-1) && stamp <= after, "DTSTAMP is the export's instant")
        }

        #expect(entries[0]["uid"] as? String == "event-\(event["id"] as? String ?? "")@rushday")
        #expect(entries[0]["summary"] as? String == "Conf")
        #expect(entries[0]["location"] as? String == "Town Hall")
        #expect(entries[0]["description"] is NSNull)
        #expect(entries[0]["start"] as? String == "2026-10-24T07:00:00Z")
        #expect(entries[0]["end"] as? String == "2026-10-25T17:00:00Z")
        #expect(entries[0]["categories"] as? [String] == [])

        let expected: [(uid: String, summary: String, location: String, description: String?, categories: [String])] = [
            ("session-\(ids["uberblick-zukunft-der-veranstaltungsplanung-teil"] ?? "?")@rushday", title, "Saal 1, Town Hall",
             "Line one; with, commas\nLine two \\ backslash\n\nSpeakers: Zoë Šimić <zoe@example.org>, 李雷", ["Main, big"]),
            ("session-\(ids["night-owls"] ?? "?")@rushday", "Night owls", "Town Hall", nil, []),
            ("session-\(ids["bare"] ?? "?")@rushday", "Bare", "Town Hall", nil, []),
        ]
        for (index, want) in expected.enumerated() {
            let entry = entries[index + 1]
            #expect(entry["uid"] as? String == want.uid)
            #expect(entry["summary"] as? String == want.summary)
            #expect(entry["location"] as? String == want.location)
            #expect(entry["description"] as? String == want.description)
            #expect(entry["categories"] as? [String] == want.categories)
            #expect(entry["start"] as? String == (try utc(sessions[index]["startsAt"])))
            #expect(entry["end"] as? String == (try utc(sessions[index]["endsAt"])))
        }
        #expect(entries[2]["start"] as? String == "2026-10-24T23:30:00Z" && entries[2]["end"] as? String == "2026-10-25T01:30:00Z",
                "the night the clocks go back: two real hours")

        // The same session keeps its UID across exports, renamed and moved.
        let handle = sessions[1]["handle"] as? String ?? ""
        try rushday.run(["agenda", "update", "conf", handle, "--title", "Early birds", "--starts", "06:00"])
        try rushday.run(["agenda", "export", "conf", "--ics", path, "--session", handle]).expectFailure(73, mentioning: ["--ics", "already exists"])
        #expect(try rushday.run(["agenda", "export", "conf", "--ics", path, "--session", handle, "--force"]).status == 0)
        let again = try #require(try parsed(path)["entries"] as? [[String: Any]])
        #expect(again.count == 1)
        #expect(again.first?["uid"] as? String == expected[1].uid)
        #expect(again.first?["summary"] as? String == "Early birds")
        #expect(again.first?["start"] as? String == "2026-10-25T05:00:00Z")
    }
}
