import Foundation
import Testing

/// The guest list through the built binary: the flow, bad input, roles, and a capacity race
/// between processes.
@Suite struct GuestsFlowTests {
    /// Ada (signed in) owns "gala" with room for 4 heads.
    func gala() throws -> RushDayProcess {
        try GalaEvent.owned(capacity: 4)
    }

    func guests(_ rushday: RushDayProcess, _ extra: [String] = []) throws -> [[String: Any]] {
        let outcome = try rushday.run(["guests", "list", "gala", "--format", "json"] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]] ?? []
    }

    func acceptedHeads(_ rushday: RushDayProcess) throws -> Int {
        try guests(rushday, ["--status", "accepted"]).compactMap { $0["heads"] as? Int }.reduce(0, +)
    }

    @Test func addAnswerWaitlistPromoteAndShowOnTheDashboard() throws {
        let rushday = try gala()
        let ann = try rushday.run(["guests", "add", "gala", "Ann Lee", "--email", "Ann@Example.org", "--party", "2",
                                   "--tag", "vip", "--dietary", "vegan", "--format", "json"])
        #expect(ann.status == 0, "\(ann.stderr)")
        let added = try #require(try JSONSerialization.jsonObject(with: Data(ann.stdout.utf8)) as? [String: Any])
        let guest = try #require(added["guest"] as? [String: Any])
        #expect(guest["handle"] as? String == "ann-lee")
        #expect(guest["email"] as? String == "ann@example.org")
        #expect(guest["heads"] as? Int == 3)
        #expect(guest["status"] as? String == "invited")
        #expect(guest["phone"] is NSNull)
        #expect(try rushday.run(["guests", "add", "gala", "Bob", "--plus-one", "Kim"]).status == 0)

        #expect(try rushday.run(["guests", "rsvp", "gala", "ann@example.org", "accepted"]).stdout.contains("ann-lee is accepted"))
        let bob = try rushday.run(["guests", "rsvp", "gala", "bob", "accepted"])
        #expect(bob.status == 0)
        #expect(bob.stdout.contains("Waitlisted"), "\(bob.stdout)")
        let declined = try rushday.run(["guests", "rsvp", "gala", "ann-lee", "declined"])
        #expect(declined.stdout.contains("Promoted from the waitlist: bob"), "\(declined.stdout)")
        #expect(try acceptedHeads(rushday) == 2)

        let show = try rushday.run(["events", "show", "gala", "--format", "json"])
        let dashboard = try #require((try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])?["dashboard"] as? [[String: Any]])
        let rsvp = try #require(dashboard.first { $0["key"] as? String == "rsvp" })
        let items = (rsvp["items"] as? [[String: String]] ?? []).reduce(into: [String: String]()) { $0[$1["label"]!] = $1["value"] }
        #expect(items["Accepted"] == "2")
        #expect(items["Declined"] == "3")
        #expect(items["Places left"] == "2")
        #expect(items["Waitlist"] == "0 parties, 0 heads")
        // Bob's promotion is no answer of his: Ann's decline is the last one given.
        #expect(items["Last answer"]?.hasPrefix("Ann Lee: declined via organizer, ") == true, "\(items)")

        let csv = try rushday.run(["guests", "list", "gala", "--format", "csv", "--sort", "status"])
        #expect(csv.stdout.hasPrefix("handle,name,email,phone,party,plusOnes,heads,status,statusChangedAt,tags,dietary,note,createdAt,updatedAt\nbob,"))
        #expect(try rushday.run(["guests", "update", "gala", "bob", "--note", "table 4"]).status == 0)
        #expect(try rushday.run(["guests", "show", "gala", "bob"]).stdout.contains("table 4"))
        #expect(try rushday.run(["guests", "remove", "gala", "bob"]).status == 0)
        #expect(try guests(rushday).map { $0["handle"] as? String } == ["ann-lee"])
        #expect(try rushday.run(["events", "delete", "gala"]).status == 0)
        #expect(try rushday.rowCount("guests") == 0)
    }

    @Test func badInputIsOneLineWithItsExitCodeAndChangesNothing() throws {
        let rushday = try gala()
        try rushday.run(["guests", "add", "gala", "Ann", "--email", "ann@example.org"])
        let before = try rushday.dump()
        let cases: [([String], Int32, [String])] = [
            (["guests", "add", "gala", "  "], 65, ["name", "blank"]),
            (["guests", "add", "gala", "Bo", "--email", "nope"], 65, ["--email"]),
            (["guests", "add", "gala", "Bo", "--email", "ANN@example.org"], 65, ["--email", "already"]),
            (["guests", "add", "gala", "Bo", "--party=-1"], 65, ["--party"]),
            (["guests", "add", "gala", "Bo", "--party", "lots"], 64, ["party"]),
            (["guests", "add", "gala", "Bo", "--phone", "call me"], 65, ["--phone"]),
            (["guests", "add", "gala", "Bo", "--tag", " "], 65, ["--tag"]),
            (["guests", "add", "nope", "Bo"], 65, ["event", "nope"]),
            (["guests", "list", "gala", "--status", "coming"], 64, ["status", "accepted"]),
            (["guests", "list", "gala", "--sort", "age"], 64, ["sort", "updated"]),
            (["guests", "list", "gala", "--search", " "], 65, ["--search"]),
            (["guests", "show", "gala", "nobody"], 65, ["guest", "nobody"]),
            (["guests", "update", "gala", "ann"], 65, ["nothing to change"]),
            (["guests", "update", "gala", "ann", "--name", ""], 65, ["--name"]),
            (["guests", "update", "gala", "nobody", "--note", "x"], 65, ["guest"]),
            (["guests", "remove", "gala", "nobody"], 65, ["guest", "nobody"]),
            (["guests", "rsvp", "gala", "ann", "yes"], 64, ["answer", "accepted"]),
            (["guests", "rsvp", "gala", "ann", "accepted", "--party", "5000"], 65, ["--party"]),
            (["guests", "rsvp", "gala", "nobody", "accepted"], 65, ["guest"]),
        ]
        for (arguments, code, fragments) in cases {
            try rushday.run(arguments).expectFailure(code, mentioning: fragments)
        }
        #expect(try rushday.dump() == before)
    }

    @Test func staffReadOrganizersChangeOutsidersSeeNoEvent() throws {
        let rushday = try gala()
        try rushday.run(["guests", "add", "gala", "Ann"])
        for email in ["otto@example.org", "stan@example.org", "nora@example.org"] { try rushday.signUp(email) }
        try rushday.logIn("ada@example.org")
        try rushday.run(["events", "members", "add", "gala", "otto@example.org", "--role", "organizer"])
        try rushday.run(["events", "members", "add", "gala", "stan@example.org", "--role", "staff"])

        try rushday.logIn("stan@example.org")
        #expect(try guests(rushday).count == 1)
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["guests", "rsvp", "gala", "ann", "accepted"]).expectFailure(77, mentioning: ["role", "staff"])
        try rushday.run(["guests", "add", "gala", "Bo"]).expectFailure(77, mentioning: ["role"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)

        try rushday.logIn("nora@example.org")
        try rushday.run(["guests", "list", "gala"]).expectFailure(65, mentioning: ["event", "gala"])

        try rushday.logIn("otto@example.org")
        #expect(try rushday.run(["guests", "rsvp", "gala", "ann", "accepted"]).status == 0)
    }

    /// Eight processes accept eight different guests at once for the last four places: exactly
    /// four get in, four wait, and the event is never overfull, on both stores.
    @Test(arguments: Backend.allCases) func racingAcceptancesNeverOverfill(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 8, backend: backend)
        for index in 1...12 { try rushday.run(["guests", "add", "gala", "Guest \(index)"]) }
        for index in 1...4 { try rushday.run(["guests", "rsvp", "gala", "guest-\(index)", "accepted"]) }
        let outcomes = try rushday.runAtOnce((5...12).map { ["guests", "rsvp", "gala", "guest-\($0)", "accepted"] })
        for outcome in outcomes { #expect(outcome.status == 0, "\(outcome.stderr)") }
        #expect(try acceptedHeads(rushday) == 8)
        #expect(try guests(rushday, ["--status", "waitlisted"]).count == 4)
        #expect(outcomes.filter { $0.stdout.contains("Waitlisted") }.count == 4)
    }

    @Test func theDemoPlantsAGuestListWithAnswers() throws {
        let rushday = try RushDayProcess()
        let demo = try rushday.run(["demo", "--database", rushday.database.path])
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("RSVPs"), "\(demo.stdout)")
        let config = rushday.database.deletingPathExtension().path + "-config"
        let list = try rushday.run(["guests", "list", "rushday-launch-party", "--status", "accepted", "--format", "json"],
                                   environment: ["RUSHDAY_CONFIG_HOME": config])
        let accepted = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(accepted.compactMap { $0["heads"] as? Int }.reduce(0, +) == 5, "\(list.stderr)")
    }
}
