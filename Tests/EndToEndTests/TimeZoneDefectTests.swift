import Foundation
import Testing

/// Issue 6's time defects, through the binary: repeated wall times of any size, offsets with
/// seconds, tz database names, `update --timezone` keeping wall times, and `complete` before
/// the start.
@Suite struct TimeZoneDefectTests {
    func json(_ outcome: RushDayProcess.Outcome) throws -> [String: Any] {
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    func create(_ rushday: RushDayProcess, _ title: String, starts: String, ends: String, zone: String) throws -> [String: Any] {
        try json(rushday.run(["events", "create", title, "--starts", starts, "--ends", ends, "--timezone", zone, "--format", "json"]))
    }

    @Test func lordHowesRepeatedHalfHourIsRefusedWithBothOffsets() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["events", "create", "LH", "--starts", "2026-04-05T01:45", "--ends", "2026-04-05T05:00",
                         "--timezone", "Australia/Lord_Howe"])
            .expectFailure(65, mentioning: ["starts:", "happens twice in Australia/Lord_Howe", "2026-04-05T01:45+11:00", "2026-04-05T01:45+10:30"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)

        let second = try create(rushday, "LH", starts: "2026-04-05T01:45+10:30", ends: "2026-04-05T05:00", zone: "Australia/Lord_Howe")
        #expect(second["startsAt"] as? String == "2026-04-05T01:45:00+10:30")
    }

    @Test func offsetsWithSecondsArePrintedWholeInTableJSONAndCSV() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let event = try create(rushday, "Kaiserball", starts: "1890-06-01T12:00", ends: "1890-06-01T18:00", zone: "Europe/Berlin")
        #expect(event["startsAt"] as? String == "1890-06-01T12:00:00+00:53:28")
        #expect(event["endsAt"] as? String == "1890-06-01T18:00:00+00:53:28")

        let table = try rushday.run(["events", "list"])
        #expect(table.stdout.contains("1890-06-01 12:00 +00:53:28"), "\(table.stdout)")
        let csv = try rushday.run(["events", "list", "--format", "csv"])
        #expect(csv.stdout.contains("1890-06-01T12:00:00+00:53:28"), "\(csv.stdout)")

        // What was printed reads back as the same instant.
        let again = try create(rushday, "Kaiserball Again", starts: "1890-06-01T12:00:00+00:53:28", ends: "1890-06-01T18:00",
                               zone: "America/New_York")
        #expect(again["startsAt"] as? String == "1890-06-01T06:06:32-05:00")
    }

    @Test func everyTzDatabaseNameIsAcceptedAndShownByItsCanonicalName() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let cases = [("Etc/UTC", "Etc/UTC", "+00:00"), ("Etc/GMT-14", "Etc/GMT-14", "+14:00"), ("UTC", "Etc/UTC", "+00:00"),
                     ("US/Eastern", "America/New_York", "-04:00")]
        for (index, (given, shown, offset)) in cases.enumerated() {
            let event = try create(rushday, "Zone \(index)", starts: "2027-06-12T19:00", ends: "2027-06-12T23:00", zone: given)
            #expect(event["timeZone"] as? String == shown)
            #expect(event["startsAt"] as? String == "2027-06-12T19:00:00" + offset)
        }
        let list = try rushday.run(["events", "list", "--format", "csv"])
        #expect(!list.stdout.contains("US/Eastern"))

        let before = try rushday.dump(excluding: ["sessions"])
        for junk in ["Mars/Olympus_Mons", "PST", "GMT+1", "europe/berlin", "right/Europe/Berlin"] {
            try rushday.run(["events", "create", "Nowhere", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00", "--timezone", junk])
                .expectFailure(65, mentioning: ["timezone:", "is not an IANA time zone", "Europe/Berlin"])
        }
        #expect(try rushday.dump(excluding: ["sessions"]) == before)
    }

    @Test func updateTimezoneKeepsTheWallTimesUnlessKeepInstant() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        _ = try create(rushday, "Gala", starts: "2027-01-15T19:00", ends: "2027-01-15T23:00", zone: "Europe/Berlin")

        let tokyo = try json(rushday.run(["events", "update", "gala", "--timezone", "Asia/Tokyo", "--format", "json"]))
        #expect(tokyo["startsAt"] as? String == "2027-01-15T19:00:00+09:00")
        #expect(tokyo["endsAt"] as? String == "2027-01-15T23:00:00+09:00")

        let berlin = try json(rushday.run(["events", "update", "gala", "--timezone", "Europe/Berlin", "--keep-instant", "--format", "json"]))
        #expect(berlin["startsAt"] as? String == "2027-01-15T11:00:00+01:00")
        #expect(berlin["timeZone"] as? String == "Europe/Berlin")

        try rushday.run(["events", "update", "gala", "--title", "Gala", "--keep-instant"])
            .expectFailure(65, mentioning: ["--keep-instant:", "a new time zone"])
    }

    @Test func updateTimezoneRefusesAWallTimeTheNewZoneSkips() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        _ = try create(rushday, "Night", starts: "2027-03-14T02:30", ends: "2027-03-14T05:00", zone: "Europe/Berlin")
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["events", "update", "night", "--timezone", "America/New_York"])
            .expectFailure(65, mentioning: ["--starts:", "2027-03-14T02:30", "does not exist in America/New_York", "keep the instants"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)

        let moved = try json(rushday.run(["events", "update", "night", "--timezone", "America/New_York", "--starts", "2027-03-14T03:30",
                                          "--format", "json"]))
        #expect(moved["startsAt"] as? String == "2027-03-14T03:30:00-04:00")
        #expect(moved["endsAt"] as? String == "2027-03-14T05:00:00-04:00")
    }

    @Test func completeBeforeTheStartNeedsForce() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        _ = try create(rushday, "Future", starts: "2099-06-12T19:00", ends: "2099-06-12T23:00", zone: "Europe/Berlin")
        #expect(try rushday.run(["events", "publish", "future"]).status == 0)
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["events", "complete", "future"])
            .expectFailure(65, mentioning: ["cannot complete 'future'", "starts 2099-06-12 19:00 +02:00", "--force"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)

        let forced = try json(rushday.run(["events", "complete", "future", "--force", "--format", "json"]))
        #expect(forced["status"] as? String == "completed")

        // Only complete has something to force.
        _ = try create(rushday, "Other", starts: "2099-06-12T19:00", ends: "2099-06-12T23:00", zone: "Europe/Berlin")
        #expect(try rushday.run(["events", "publish", "other", "--force"]).status == 64)
        #expect(try rushday.run(["events", "cancel", "other", "--force"]).status == 64)
        let help = try rushday.run(["events", "complete", "--help"])
        #expect(help.stdout.contains("--force"))
    }
}
