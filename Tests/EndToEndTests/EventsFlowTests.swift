import Foundation
import Testing

@Suite struct EventsFlowTests {
    let createGala = ["events", "create", "Summer Gala 2027", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:30",
                      "--timezone", "Europe/Berlin", "--venue", "Palais am Funkturm", "--capacity", "250",
                      "--currency", "EUR", "--budget", "12500.50"]

    @Test func createPublishAndListAsJSON() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let create = try rushday.run(createGala)
        #expect(create.status == 0, "\(create.stderr)")
        #expect(create.stdout.contains("summer-gala-2027"))
        #expect(try rushday.run(["events", "publish", "summer-gala-2027"]).status == 0)

        let list = try rushday.run(["events", "list", "--format", "json"])
        #expect(list.status == 0, "\(list.stderr)")
        let events = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(events.count == 1)
        let gala = try #require(events.first)
        #expect(gala["handle"] as? String == "summer-gala-2027")
        #expect(gala["status"] as? String == "published")
        #expect(gala["startsAt"] as? String == "2027-06-12T19:00:00+02:00")
        #expect(gala["timeZone"] as? String == "Europe/Berlin")
        #expect(gala["capacity"] as? Int == 250)
        #expect(gala["role"] as? String == "owner")
        let budget = try #require(gala["budget"] as? [String: Any])
        #expect(budget["amount"] as? String == "12500.50")
        #expect(budget["minorUnits"] as? Int == 1_250_050)
        #expect(budget["currency"] as? String == "EUR")
    }

    @Test func listFiltersByStatusAndTime() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        try rushday.run(["events", "create", "Old Party", "--starts", "2020-01-10T20:00", "--ends", "2020-01-11T02:00", "--timezone", "America/New_York"])
        func handles(_ arguments: [String]) throws -> [String] {
            let outcome = try rushday.run(["events", "list", "--format", "json"] + arguments)
            let items = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]] ?? []
            return items.compactMap { $0["handle"] as? String }
        }
        #expect(try handles([]) == ["old-party", "summer-gala-2027"])
        #expect(try handles(["--upcoming"]) == ["summer-gala-2027"])
        #expect(try handles(["--past"]) == ["old-party"])
        #expect(try handles(["--status", "published"]) == [])
        try rushday.run(["events", "list", "--status", "sold-out"]).expectFailure(64, mentioning: ["status", "draft"])
    }

    @Test func showPrintsTheDashboardInTheEventsZone() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        let show = try rushday.run(["events", "show", "summer-gala-2027"])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("Summer Gala 2027"))
        #expect(show.stdout.contains("19:00 +02:00"))
        #expect(show.stdout.contains("Europe/Berlin"))
        #expect(!show.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    @Test func csvListHasAHeaderAndOneRowPerEvent() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        let csv = try rushday.run(["events", "list", "--format", "csv"])
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.lowercased().contains("handle") == true)
        #expect(lines.last?.contains("summer-gala-2027") == true)
    }

    @Test func aNonMemberCannotSeeOrChangeSomeoneElsesEvent() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        try rushday.run(["auth", "logout"])
        try rushday.signUp("mallory@example.org", name: "Mallory")
        let before = try rushday.dump(excluding: ["sessions"])
        try rushday.run(["events", "show", "summer-gala-2027"]).expectFailure(65, mentioning: ["summer-gala-2027"])
        try rushday.run(["events", "publish", "summer-gala-2027"]).expectFailure(65, mentioning: ["summer-gala-2027"])
        try rushday.run(["events", "delete", "summer-gala-2027", "--force"]).expectFailure(65, mentioning: ["summer-gala-2027"])
        #expect(try rushday.dump(excluding: ["sessions"]) == before)
        let list = try rushday.run(["events", "list", "--format", "json"])
        let visible = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any]
        #expect(visible?.isEmpty == true)
    }

    @Test func staffMayViewButNotPublish() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("door@example.org", name: "Door Staff")
        try rushday.run(["auth", "logout"])
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        let add = try rushday.run(["events", "members", "add", "summer-gala-2027", "door@example.org", "--role", "staff"])
        #expect(add.status == 0, "\(add.stderr)")
        try rushday.run(["auth", "logout"])
        try rushday.logIn("door@example.org")
        #expect(try rushday.run(["events", "show", "summer-gala-2027"]).status == 0)
        try rushday.run(["events", "publish", "summer-gala-2027"]).expectFailure(77, mentioning: ["staff"])
        let members = try rushday.run(["events", "members", "list", "summer-gala-2027", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(members.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(rows.compactMap { $0["role"] as? String } == ["owner", "staff"])
    }

    @Test func statusMachineRefusesIllegalMoves() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        try rushday.run(["events", "complete", "summer-gala-2027"]).expectFailure(65, mentioning: ["draft"])
        #expect(try rushday.run(["events", "cancel", "summer-gala-2027"]).status == 0)
        try rushday.run(["events", "publish", "summer-gala-2027"]).expectFailure(65, mentioning: ["cancelled"])
    }

    @Test func deleteNeedsForceOnceAnEventIsPublished() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        try rushday.run(["events", "publish", "summer-gala-2027"])
        try rushday.run(["events", "delete", "summer-gala-2027"]).expectFailure(65, mentioning: ["--force"])
        #expect(try rushday.run(["events", "delete", "summer-gala-2027", "--force"]).status == 0)
        #expect(try rushday.rowCount("events") == 0)
    }

    @Test func updateChangesOnlyWhatIsGiven() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.run(createGala)
        let update = try rushday.run(["events", "update", "summer-gala-2027", "--venue", "Rotes Rathaus", "--format", "json"])
        #expect(update.status == 0, "\(update.stderr)")
        let event = try JSONSerialization.jsonObject(with: Data(update.stdout.utf8)) as? [String: Any]
        #expect(event?["venue"] as? String == "Rotes Rathaus")
        #expect(event?["capacity"] as? Int == 250)
    }

    @Test func commandsNeedASignedInUser() throws {
        let rushday = try RushDayProcess()
        try rushday.run(["events", "list"]).expectFailure(77, mentioning: ["not signed in"])
    }
}
