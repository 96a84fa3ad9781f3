import Foundation
import Testing

/// The agenda through the built binary: the flow, conflicts warned on stderr or refused with
/// --strict, the viewer's zone, the night the clocks change, roles, and bad input for every
/// command.
@Suite struct AgendaFlowTests {
    func sessions(_ rushday: RushDayProcess, _ extra: [String] = [], environment: [String: String] = [:]) throws -> [[String: Any]] {
        try ConfEvent.json(try rushday.run(["agenda", "list", "conf", "--format", "json"] + extra, environment: environment)) as? [[String: Any]] ?? []
    }

    @Test func addListUpdateConflictsShowRemove() throws {
        let rushday = try ConfEvent.owned()
        let keynote = try rushday.run(["agenda", "add", "conf", "Opening Keynote", "--day", "1", "--starts", "10:00", "--ends", "11:00",
                                       "--room", "Hall A", "--track", "Main", "--speaker", "Ada Lovelace <Ada@Example.org>",
                                       "--capacity", "120", "--format", "json"])
        #expect(keynote.stderr.isEmpty)
        let added = try #require(try ConfEvent.json(keynote) as? [String: Any])
        let session = try #require(added["session"] as? [String: Any])
        #expect(session["handle"] as? String == "opening-keynote")
        #expect(session["day"] as? Int == 1)
        #expect(session["startsAt"] as? String == "2026-10-24T10:00:00+02:00")
        #expect(session["endsAt"] as? String == "2026-10-24T11:00:00+02:00")
        #expect(session["speakers"] as? [[String: String]] == [["name": "Ada Lovelace", "email": "ada@example.org"]])
        #expect(session["capacity"] as? Int == 120)
        #expect(session["description"] is NSNull && session["alsoIn"] is NSNull)
        #expect((added["conflicts"] as? [Any])?.isEmpty == true)

        // A clash is added with one warning per conflict on stderr; stdout holds the outcome only.
        let panel = try rushday.run(["agenda", "add", "conf", "Panel", "--day", "1", "--starts", "10:30", "--ends", "11:30",
                                     "--room", "hall a", "--speaker", "ada lovelace"])
        #expect(panel.status == 0)
        #expect(panel.stdout.hasPrefix("✔ Added panel to conf"), "\(panel.stdout)")
        #expect(panel.stderr == """
            rushday: warning: room 'Hall A': 'opening-keynote' and 'panel' overlap
            rushday: warning: speaker Ada Lovelace: in 'opening-keynote' and 'panel' at once

            """)
        try rushday.run(["agenda", "add", "conf", "Lunch", "--day", "2", "--starts", "12:00", "--ends", "13:00", "--room", "Foyer", "--track", "Food"])

        let listed = try sessions(rushday)
        #expect(listed.map { $0["handle"] as? String } == ["opening-keynote", "panel", "lunch"])
        #expect(listed.map { $0["day"] as? Int } == [1, 1, 2])
        #expect(listed[2]["startsAt"] as? String == "2026-10-25T12:00:00+01:00", "after the clocks went back")
        #expect(try sessions(rushday, ["--day", "2"]).map { $0["handle"] as? String } == ["lunch"])
        #expect(try sessions(rushday, ["--room", "HALL A"]).count == 2)
        #expect(try sessions(rushday, ["--track", "food"]).count == 1)
        let csv = try rushday.run(["agenda", "list", "conf", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("handle,title,day,startsAt,endsAt,room,track,speakers,description,capacity,createdAt,updatedAt\nopening-keynote,Opening Keynote,1,2026-10-24T10:00:00+02:00,2026-10-24T11:00:00+02:00,Hall A,Main,Ada Lovelace <ada@example.org>,,120,"), "\(csv.stdout)")

        let conflicts = try #require(try ConfEvent.json(try rushday.run(["agenda", "conflicts", "conf", "--format", "json"])) as? [[String: Any]])
        #expect(conflicts.map { $0["kind"] as? String } == ["room", "speaker"])
        #expect(conflicts.map { $0["sessions"] as? [String] } == [["opening-keynote", "panel"], ["opening-keynote", "panel"]])
        #expect(conflicts[0]["subject"] as? String == "Hall A")
        #expect(conflicts[0]["gapMinutes"] is NSNull)

        let moved = try rushday.run(["agenda", "update", "conf", "panel", "--starts", "11:05", "--room", "Lab"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stderr == "rushday: warning: speaker Ada Lovelace: 5 min between 'opening-keynote' and 'panel' in different rooms (at least 10 needed)\n")
        #expect((try ConfEvent.json(try rushday.run(["agenda", "conflicts", "conf", "--min-gap", "5", "--format", "json"])) as? [Any])?.isEmpty == true)
        let table = try rushday.run(["agenda", "conflicts", "conf"])
        #expect(table.stdout.contains("gap") && table.stdout.contains("1 conflict among 3 sessions"), "\(table.stdout)")

        let shown = try #require(try ConfEvent.json(try rushday.run(["agenda", "show", "conf", "panel", "--format", "json"])) as? [String: Any])
        #expect((shown["session"] as? [String: Any])?["startsAt"] as? String == "2026-10-24T11:05:00+02:00")
        #expect((shown["session"] as? [String: Any])?["endsAt"] as? String == "2026-10-24T12:05:00+02:00", "moved with its length")
        #expect((shown["conflicts"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["gap"])
        #expect(try rushday.run(["agenda", "show", "conf", "panel"]).stdout.contains("Lab"))

        let dashboard = try #require((try ConfEvent.json(try rushday.run(["events", "show", "conf", "--format", "json"])) as? [String: Any])?["dashboard"] as? [[String: Any]])
        #expect(dashboard.contains { $0["key"] as? String == "agenda" }, "\(dashboard)")

        let lunch = try #require(try ConfEvent.json(try rushday.run(["agenda", "update", "conf", "lunch", "--day", "1", "--format", "json"])) as? [String: Any])
        #expect((lunch["session"] as? [String: Any])?["startsAt"] as? String == "2026-10-24T12:00:00+02:00", "the same clock time on day 1")
        #expect(try rushday.run(["agenda", "remove", "conf", "panel"]).stdout.contains("Removed panel from conf"))
        #expect(try rushday.rowCount("agenda_sessions") == 2)
        #expect(try rushday.run(["events", "delete", "conf"]).status == 0)
        #expect(try rushday.rowCount("agenda_sessions") == 0)
    }

    @Test func strictRefusesAConflictAndChangesNothing() throws {
        let rushday = try ConfEvent.owned()
        try rushday.run(["agenda", "add", "conf", "Keynote", "--day", "1", "--starts", "10:00", "--ends", "11:00", "--room", "Hall A"])
        let before = try rushday.dump()
        try rushday.run(["agenda", "add", "conf", "Panel", "--day", "1", "--starts", "10:30", "--ends", "11:30", "--room", "Hall A", "--strict"])
            .expectFailure(65, mentioning: ["--strict", "room 'Hall A'", "'keynote' and 'panel' overlap"])
        try rushday.run(["agenda", "add", "conf", "Early", "--day", "1", "--starts", "07:00", "--ends", "08:00", "--strict"])
            .expectFailure(65, mentioning: ["--strict", "not within the event"])
        #expect(try rushday.dump() == before)
    }

    @Test func theNightTheClocksGoBack() throws {
        let rushday = try ConfEvent.owned()
        let before = try rushday.dump()
        try rushday.run(["agenda", "add", "conf", "Night owls", "--day", "2", "--starts", "02:30", "--ends", "04:00"])
            .expectFailure(65, mentioning: ["--starts", "happens twice in Europe/Berlin", "2026-10-25T02:30+02:00 or 2026-10-25T02:30+01:00"])
        try rushday.run(["agenda", "add", "conf", "Spring", "--starts", "2026-03-29T02:30", "--ends", "2026-03-29T04:00"])
            .expectFailure(65, mentioning: ["--starts", "does not exist in Europe/Berlin"])
        #expect(try rushday.dump() == before)
        let night = try rushday.run(["agenda", "add", "conf", "Night owls", "--day", "2", "--starts", "01:30", "--ends", "02:30+01:00", "--format", "json"])
        let session = try #require((try ConfEvent.json(night) as? [String: Any])?["session"] as? [String: Any])
        #expect(session["startsAt"] as? String == "2026-10-25T01:30:00+02:00")
        #expect(session["endsAt"] as? String == "2026-10-25T02:30:00+01:00", "two real hours, the clocks showing one")
        #expect(try rushday.run(["agenda", "list", "conf"]).stdout.contains("01:30 +02:00–02:30 +01:00"))
    }

    @Test func theViewersZoneIsNamedOnceAndShownBesideWhenAsked() throws {
        let rushday = try ConfEvent.owned()
        try rushday.run(["agenda", "add", "conf", "Keynote", "--day", "1", "--starts", "10:00", "--ends", "11:00", "--room", "Hall A", "--track", "Main"])
        try rushday.run(["agenda", "add", "conf", "Lunch", "--day", "2", "--starts", "12:00", "--ends", "13:00"])
        let paris = try rushday.run(["agenda", "list", "conf"], environment: ["TZ": "Europe/Paris"])
        #expect(!paris.stdout.contains("your zone"), "\(paris.stdout)")
        let newYork = try rushday.run(["agenda", "list", "conf"], environment: ["TZ": "America/New_York"])
        #expect(newYork.stdout.components(separatedBy: "your zone, America/New_York, shows other clock times").count == 2, "\(newYork.stdout)")
        let both = try rushday.run(["agenda", "list", "conf", "--tz", "local"], environment: ["TZ": "America/New_York"])
        #expect(both.stdout.contains("AMERICA/NEW_YORK") && both.stdout.contains("2026-10-24 04:00–05:00 -04:00"), "\(both.stdout)")
        let json = try sessions(rushday, ["--tz", "Asia/Tokyo"])
        #expect(json[0]["alsoIn"] as? [String: String] == ["timeZone": "Asia/Tokyo", "startsAt": "2026-10-24T17:00:00+09:00",
                                                           "endsAt": "2026-10-24T18:00:00+09:00"])
        let timeline = try rushday.run(["agenda", "list", "conf", "--timeline", "--day", "1"])
        #expect(timeline.stdout.contains("Hall A │") && timeline.stdout.contains("[Keynote") && timeline.stdout.contains("■ Main"), "\(timeline.stdout)")
        #expect(!timeline.stdout.contains("\u{1B}["), "no colour without a terminal")
    }

    @Test func staffReadOrganizersChangeOutsidersSeeNoEvent() throws {
        let rushday = try RushDayProcess()
        for email in ["stan@example.org", "otto@example.org", "nora@example.org"] { try rushday.signUp(email) }
        try rushday.signUp("ada@example.org", name: "Ada")
        try rushday.run(["events", "create", "Conf", "--starts", "2026-10-24T09:00", "--ends", "2026-10-25T18:00", "--timezone", "Europe/Berlin"])
        try rushday.run(["events", "members", "add", "conf", "stan@example.org", "--role", "staff"])
        try rushday.run(["events", "members", "add", "conf", "otto@example.org", "--role", "organizer"])
        try rushday.run(["agenda", "add", "conf", "Keynote", "--day", "1", "--starts", "10:00", "--ends", "11:00"])

        try rushday.logIn("stan@example.org")
        #expect(try sessions(rushday).count == 1)
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["agenda", "add", "conf", "Talk", "--day", "1", "--starts", "12:00", "--ends", "13:00"]).expectFailure(77, mentioning: ["role", "staff"])
        try rushday.run(["agenda", "update", "conf", "keynote", "--title", "X"]).expectFailure(77, mentioning: ["role"])
        try rushday.run(["agenda", "remove", "conf", "keynote"]).expectFailure(77, mentioning: ["role"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)

        try rushday.logIn("nora@example.org")
        try rushday.run(["agenda", "list", "conf"]).expectFailure(65, mentioning: ["event", "conf"])

        try rushday.logIn("otto@example.org")
        #expect(try rushday.run(["agenda", "update", "conf", "keynote", "--title", "Big keynote"]).status == 0)
    }

    @Test func badInputIsOneLineWithItsExitCodeAndChangesNothing() throws {
        let rushday = try ConfEvent.owned()
        try rushday.run(["agenda", "add", "conf", "Keynote", "--day", "1", "--starts", "10:00", "--ends", "11:00"])
        let existing = rushday.root.appendingPathComponent("taken.ics").path
        _ = FileManager.default.createFile(atPath: existing, contents: Data("keep".utf8))
        let before = try rushday.dump()
        let cases: [([String], Int32, [String])] = [
            (["agenda", "add", "conf", " ", "--day", "1", "--starts", "10:00", "--ends", "11:00"], 65, ["title", "blank"]),
            (["agenda", "add", "conf", "T", "--starts", "10:00", "--ends", "11:00"], 65, ["--starts", "time of day", "day 1 is 2026-10-24"]),
            (["agenda", "add", "conf", "T", "--day", "1", "--starts", "10:00"], 64, ["--starts", "--ends"]),
            (["agenda", "add", "conf", "T", "--day", "0", "--starts", "10:00", "--ends", "11:00"], 65, ["--day", "0"]),
            (["agenda", "add", "conf", "T", "--day", "one", "--starts", "10:00", "--ends", "11:00"], 64, ["day"]),
            (["agenda", "add", "conf", "T", "--day", "1", "--starts", "25:00", "--ends", "26:00"], 65, ["--starts", "not a date-time"]),
            (["agenda", "add", "conf", "T", "--starts", "12/10/2026 10:00", "--ends", "2026-10-24T11:00"], 65, ["--starts", "ambiguous"]),
            (["agenda", "add", "conf", "T", "--starts", "2026-10-24T11:00", "--ends", "2026-10-24T10:00"], 65, ["--ends", "end after it starts"]),
            (["agenda", "add", "conf", "T", "--day", "1", "--starts", "10:00", "--ends", "11:00", "--speaker", "Ada <nope>"], 65, ["--speaker", "email"]),
            (["agenda", "add", "conf", "T", "--day", "1", "--starts", "10:00", "--ends", "11:00", "--capacity", "-3"], 65, ["--capacity"]),
            (["agenda", "add", "conf", "T", "--day", "1", "--starts", "10:00", "--ends", "11:00", "--min-gap", "-1"], 65, ["--min-gap"]),
            (["agenda", "add", "conf", "T", "--day", "1", "--starts", "10:00", "--ends", "11:00", "--room", " "], 65, ["--room", "blank"]),
            (["agenda", "add", "nope", "T", "--day", "1", "--starts", "10:00", "--ends", "11:00"], 65, ["event", "nope"]),
            (["agenda", "update", "conf", "nobody", "--title", "X"], 65, ["session", "nobody"]),
            (["agenda", "update", "conf", "keynote", "--ends", "2026-10-24T09:00"], 65, ["--ends", "end after it starts"]),
            (["agenda", "update", "conf", "keynote", "--description", " "], 65, ["--description", "blank"]),
            (["agenda", "remove", "conf", "nobody"], 65, ["session", "nobody"]),
            (["agenda", "show", "conf", "nobody"], 65, ["session", "nobody"]),
            (["agenda", "show", "nope", "keynote"], 65, ["event", "nope"]),
            (["agenda", "list", "conf", "--tz", "Mars/Base"], 65, ["--tz", "IANA"]),
            (["agenda", "list", "conf", "--day", "400"], 65, ["--day", "400"]),
            (["agenda", "list", "conf", "--format", "xml"], 64, ["format"]),
            (["agenda", "conflicts", "conf", "--min-gap", "2000"], 65, ["--min-gap"]),
            (["agenda", "conflicts", "nope"], 65, ["event", "nope"]),
            (["agenda", "export", "conf"], 64, ["--ics"]),
            (["agenda", "export", "conf", "--ics", " "], 65, ["--ics", "blank"]),
            (["agenda", "export", "conf", "--ics", existing], 73, ["--ics", "already exists"]),
            (["agenda", "export", "conf", "--ics", "/nonexistent/folder/a.ics"], 74, ["--ics", "there is no folder /nonexistent/folder"]),
            (["agenda", "export", "conf", "--ics", rushday.root.appendingPathComponent("one.ics").path, "--session", "nobody"], 65, ["session", "nobody"]),
        ]
        for (arguments, code, fragments) in cases {
            try rushday.run(arguments).expectFailure(code, mentioning: fragments)
        }
        #expect(try rushday.dump() == before)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: rushday.root.appendingPathComponent("one.ics").path))
        try rushday.run(["auth", "logout"])
        try rushday.run(["agenda", "list", "conf"]).expectFailure(77, mentioning: ["session", "not signed in"])
    }

    @Test func theDemoPlantsAProgrammeThatTheDashboardShows() throws {
        let rushday = try RushDayProcess()
        let demo = try rushday.run(["demo", "--database", rushday.database.path])
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("Next up") && demo.stdout.contains("Doors open · Foyer"), "\(demo.stdout)")
        let config = rushday.database.deletingPathExtension().path + "-config"
        let conflicts = try rushday.run(["agenda", "conflicts", "rushday-launch-party", "--format", "json"],
                                        environment: ["RUSHDAY_CONFIG_HOME": config])
        #expect((try ConfEvent.json(conflicts) as? [Any])?.isEmpty == true, "the sample programme has no conflicts")
    }
}
