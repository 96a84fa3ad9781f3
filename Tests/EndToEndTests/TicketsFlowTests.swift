import Foundation
import Testing

/// Tickets through the real binary: types and pools, issuing to a party, codes checked at the
/// door and offline, cancellation, and staff at the door.
@Suite struct TicketsFlowTests {
    @Test func aPartyIsTicketedAdmittedOneByOneAndRefusedASecondTime() throws {
        let rushday = try TicketedGala.owned(quota: 10)
        try rushday.run(["guests", "add", "gala", "Ann Lee", "--plus-one", "Kim Lee"])
        try rushday.run(["guests", "rsvp", "gala", "ann-lee", "accepted"])
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--guest", "ann-lee", "--format", "json"])
        #expect(issued.status == 0, "\(issued.stderr)")
        let tickets = try JSONSerialization.jsonObject(with: Data(issued.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(tickets.map { $0["holder"] as? String } == ["Ann Lee", "Kim Lee"])
        let codes = tickets.compactMap { $0["code"] as? String }
        #expect(codes.count == 2 && codes.allSatisfy { $0.hasPrefix("RT1:") && $0.count == 153 })

        let first = try rushday.run(["tickets", "checkin", "gala", codes[0], "--device", "door-2"])
        #expect(first.status == 0 && first.stdout.contains("admitted") && first.stdout.contains("Ann Lee"), "\(first.stderr)")
        let again = try rushday.run(["tickets", "checkin", "gala", codes[0], "--device", "door-1"])
        again.expectFailure(65, mentioning: ["code:", "already checked in at", "by door-2"])
        #expect(try rushday.run(["tickets", "checkin", "gala", codes[1]]).status == 0)
        #expect(try rushday.run(["tickets", "checkin", "gala", "--exit", codes[0]]).status == 0)
        #expect(try rushday.run(["tickets", "checkin", "gala", codes[0]]).status == 0)
        #expect(try rushday.rowCount("check_in_scans") == 4)

        let show = try rushday.run(["events", "show", "gala", "--format", "json"])
        let dashboard = try #require((try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])?["dashboard"] as? [[String: Any]])
        let section = try #require(dashboard.first { $0["key"] as? String == "tickets" })
        let items = (section["items"] as? [[String: String]] ?? []).map { [$0["label"] ?? "", $0["value"] ?? ""] }
        #expect(items.prefix(3) == [["regular", "2 of 10 sold"], ["Revenue", "50.00 EUR"], ["Checked in now", "2"]], "\(items)")
        // Two people arrived: Ann's re-entry after her exit is not a new arrival.
        #expect(items.last?.first == "Arrivals per 15 min" && items.last?.last?.contains("█ from ") == true && items.last?.last?.hasSuffix(", peak 2") == true)
    }

    @Test func stdinAnswersEachScanKeepsGoingAndSummarises() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "3"])
        let codes = try TicketedGala.codes(rushday)
        let input = [codes[0], "not a code", codes[1], codes[0], String(codes[2].dropLast(9)), codes[2]].joined(separator: "\r\n") + "\n"
        let scanned = try rushday.run(["tickets", "checkin", "gala", "--stdin", "--device", "door-3"], stdin: input)
        #expect(scanned.status == 65)
        let lines = scanned.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(scanned.stdout)")
        #expect(lines[0].hasPrefix("✔ #1 admitted") && lines[2].hasPrefix("✔ #2 admitted") && lines[5].hasPrefix("✔ #3 admitted"))
        #expect(lines[1].contains("is not a RushDay ticket code"))
        #expect(lines[3].contains("already checked in at") && lines[3].contains("by door-3"))
        #expect(lines[4].contains("truncated"))
        #expect(lines[6] == "6 scanned: 3 admitted, 3 refused")
    }

    @Test func aCancelledTicketFreesItsPlaceAndItsCodeIsRefused() throws {
        let rushday = try TicketedGala.owned(quota: 1)
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob", "--format", "json"])
        let ticket = try #require((try JSONSerialization.jsonObject(with: Data(issued.stdout.utf8)) as? [[String: Any]])?.first)
        let reference = try #require(ticket["reference"] as? String), code = try #require(ticket["code"] as? String)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Eve"]).expectFailure(65, mentioning: ["sold out"])
        #expect(try rushday.run(["tickets", "cancel", reference.lowercased()]).status == 0)
        try rushday.run(["tickets", "checkin", "gala", code]).expectFailure(65, mentioning: ["is cancelled since"])
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Eve"]).status == 0)
        try rushday.run(["tickets", "cancel", reference]).expectFailure(65, mentioning: ["ticket:", "cancelled already"])
    }

    @Test func aDoorWithOnlyTheKeyFileVerifiesCodes() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob"])
        let code = try #require(try TicketedGala.codes(rushday).first)
        let exported = try rushday.run(["tickets", "key", "export", "gala"])
        #expect(exported.stdout.hasPrefix("rushday-ticket-key v1 ") && exported.status == 0)
        let keyFile = rushday.root.appendingPathComponent("gala.key")
        try exported.stdout.write(to: keyFile, atomically: true, encoding: .utf8)
        // No database, no session: the door knows only the key.
        let door = ["RUSHDAY_DATABASE": rushday.root.appendingPathComponent("nowhere/none.sqlite").path,
                    "RUSHDAY_CONFIG_HOME": rushday.root.appendingPathComponent("nowhere").path]
        let verified = try rushday.run(["tickets", "verify", code, "--key", keyFile.path], environment: door)
        #expect(verified.status == 0 && verified.stdout.contains("valid"), "\(verified.stderr)")
        var tampered = Array(code)
        tampered[80] = tampered[80] == "7" ? "8" : "7"
        try rushday.run(["tickets", "verify", String(tampered), "--key", keyFile.path], environment: door)
            .expectFailure(65, mentioning: ["code:", "tampered"])
        try rushday.run(["tickets", "verify", String(code.prefix(120)), "--key", keyFile.path], environment: door)
            .expectFailure(65, mentioning: ["code:", "truncated"])

        // Another event's key: its codes are for another event; this event's codes say the same with that key.
        try rushday.run(["events", "create", "Other", "--starts", "2027-07-01T19:00", "--ends", "2027-07-01T23:00", "--timezone", "UTC"])
        let otherKey = rushday.root.appendingPathComponent("other.key")
        try rushday.run(["tickets", "key", "export", "other"]).stdout.write(to: otherKey, atomically: true, encoding: .utf8)
        try rushday.run(["tickets", "verify", code, "--key", otherKey.path], environment: door)
            .expectFailure(65, mentioning: ["code:", "another event"])
        try rushday.run(["tickets", "verify", code, "--key", rushday.root.appendingPathComponent("missing.key").path], environment: door)
            .expectFailure(66, mentioning: ["key:", "no file"])
        #expect(!FileManager.default.fileExists(atPath: door["RUSHDAY_DATABASE"]!))
    }

    @Test func staffCheckInButDoNotIssueOrCancel() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob"])
        let code = try #require(try TicketedGala.codes(rushday).first)
        try rushday.run(["auth", "logout"])
        try rushday.signUp("stan@example.org", name: "Stan")
        try rushday.logIn("ada@example.org")
        try rushday.run(["events", "members", "add", "gala", "stan@example.org", "--role", "staff"])
        try rushday.logIn("stan@example.org")
        #expect(try rushday.run(["tickets", "checkin", "gala", code, "--device", "door-9"]).status == 0)
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Eve"]).expectFailure(77, mentioning: ["role:", "staff"])
        try rushday.run(["tickets", "cancel", code]).expectFailure(77, mentioning: ["role:"])
        try rushday.run(["tickets", "types", "add", "gala", "VIP", "--price", "1"]).expectFailure(77, mentioning: ["role:"])
        #expect(try rushday.run(["tickets", "list", "gala"]).status == 0)
        #expect(try rushday.dump(excluding: ["sessions"]) == before)
    }

    @Test func typesAndPoolsShowWhatIsLeft() throws {
        let rushday = try GalaEvent.owned(capacity: 100)
        #expect(try rushday.run(["tickets", "pools", "set", "gala", "seats", "--quota", "3"]).status == 0)
        #expect(try rushday.run(["tickets", "types", "add", "gala", "Early bird", "--price", "19.50", "--pool", "seats",
                                 "--opens", "2026-01-01T10:00", "--closes", "2027-06-12T19:00"]).status == 0)
        #expect(try rushday.run(["tickets", "types", "add", "gala", "Regular", "--price", "25", "--pool", "seats"]).status == 0)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "early-bird", "--name", "A", "--count", "2"]).status == 0)
        let listed = try rushday.run(["tickets", "types", "list", "gala", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
        let types = json?["types"] as? [[String: Any]] ?? []
        #expect(types.map { $0["left"] as? Int } == [1, 1] && types.map { $0["issued"] as? Int } == [2, 0])
        #expect((types.first?["opens"] as? String) == "2026-01-01T10:00:00+01:00")
        #expect(((json?["pools"] as? [[String: Any]])?.first?["issued"] as? Int) == 2)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "B", "--count", "2"])
            .expectFailure(65, mentioning: ["--count:", "only 1 place"])
        let csv = try rushday.run(["tickets", "types", "list", "gala", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("handle,name,number,price,currency,quota,pool,opens,closes,maxPerIssue,issued,left\n"))
    }
}
