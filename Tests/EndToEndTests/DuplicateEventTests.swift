import Foundation
import Testing

/// `events duplicate` on both stores: the copy takes the plan (questions, ticket types and
/// pools, budget lines, agenda, tasks) moved with its start, none of what happened (guests,
/// tickets, ticks, who a task was assigned to);
/// the source is untouched; a refusal leaves the store as it was.
@Suite struct DuplicateEventTests {
    /// The gala (2027-06-12 19:00-23:00 Berlin, summer time) with a question, a pool and a type on
    /// sale since winter, a budget line, a session at 20:00, a task due 3 days before the start
    /// (Ada's, done) and one due at a fixed time, a guest and a ticket.
    private func planned(_ backend: Backend) throws -> RushDayProcess {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for arguments in [
            ["guests", "questions", "add", "gala", "meal", "--kind", "choice", "--choice", "fish", "--choice", "veg"],
            ["tickets", "pools", "set", "gala", "hall", "--quota", "100"],
            ["tickets", "types", "add", "gala", "Regular", "--price", "45", "--quota", "80", "--pool", "hall",
             "--opens", "2026-01-10T10:00", "--closes", "2027-06-12T18:00"],
            ["expenses", "budget", "set", "gala", "catering", "1200"],
            ["agenda", "add", "gala", "Toast", "--day", "1", "--starts", "20:00", "--ends", "20:30", "--room", "Hall"],
            ["tasks", "add", "gala", "Order the cake", "--due", "3 days before start", "--assign", "ada@example.org"],
            ["tasks", "add", "gala", "Print badges", "--due", "2027-06-01T09:00"],
            ["tasks", "done", "gala", "1"],
            ["guests", "add", "gala", "Ann", "--answer", "meal=fish"],
            ["tickets", "issue", "gala", "--type", "regular", "--name", "Bo"],
        ] {
            let outcome = try rushday.run(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        }
        return rushday
    }

    /// What `rushday` prints as JSON for each of the event's parts, as printed.
    private func printed(_ rushday: RushDayProcess, _ event: String) throws -> [String: String] {
        var parts: [String: String] = [:]
        for (key, arguments) in [("event", ["events", "show", event]), ("questions", ["guests", "questions", "list", event]),
                                 ("catalog", ["tickets", "types", "list", event]), ("budget", ["expenses", "budget", "show", event]),
                                 ("agenda", ["agenda", "list", event]), ("tasks", ["tasks", "list", event]),
                                 ("guests", ["guests", "list", event]),
                                 ("tickets", ["tickets", "list", event])] {
            let outcome = try rushday.run(arguments + ["--format", "json"])
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
            parts[key] = outcome.stdout
        }
        return parts
    }

    private func parts(_ rushday: RushDayProcess, _ event: String) throws -> [String: Any] {
        try printed(rushday, event).mapValues { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
    }

    @Test(arguments: Backend.allCases) func theCopyTakesThePlanMovedAndNothingThatHappened(backend: Backend) throws {
        let rushday = try planned(backend)
        let sourceBefore = try printed(rushday, "gala")

        // To winter time: every wall time keeps its hour, the offset changes.
        let made = try rushday.run(["events", "duplicate", "gala", "--starts", "2027-12-11T19:00", "--format", "json"])
        #expect(made.status == 0, "\(made.stderr)")
        let copy = try #require(try ConfEvent.json(made) as? [String: Any])
        #expect(copy["handle"] as? String == "gala-2")
        #expect(copy["title"] as? String == "Gala")
        #expect(copy["status"] as? String == "draft" && copy["role"] as? String == "owner")
        #expect(copy["startsAt"] as? String == "2027-12-11T19:00:00+01:00")
        #expect(copy["endsAt"] as? String == "2027-12-11T23:00:00+01:00")
        #expect(copy["capacity"] as? Int == 10 && copy["timeZone"] as? String == "Europe/Berlin")
        #expect(copy["duplicatedFrom"] as? String == "gala")
        #expect(copy["copied"] as? [String: Int] == ["questions": 1, "ticketTypes": 1, "ticketPools": 1, "budgetLines": 1, "sessions": 1,
                                                           "tasks": 2])

        let copied = try parts(rushday, "gala-2")
        let questions = try #require(copied["questions"] as? [[String: Any]])
        #expect(questions.map { $0["key"] as? String } == ["meal"] && questions.first?["choices"] as? [String] == ["fish", "veg"])
        #expect(questions.first?["answers"] as? Int == 0)
        let catalog = try #require(copied["catalog"] as? [String: Any])
        let type = try #require((catalog["types"] as? [[String: Any]])?.first)
        #expect(type["handle"] as? String == "regular" && type["quota"] as? Int == 80 && type["pool"] as? String == "hall")
        #expect(type["opens"] as? String == "2026-07-11T10:00:00+02:00", "\(type)")
        #expect(type["closes"] as? String == "2027-12-11T18:00:00+01:00", "\(type)")
        #expect(type["issued"] as? Int == 0)
        #expect((catalog["pools"] as? [[String: Any]])?.first?["quota"] as? Int == 100)
        let lines = try #require((copied["budget"] as? [String: Any])?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["category"] as? String } == ["catering"])
        #expect((lines.first?["amount"] as? [String: Any])?["minorUnits"] as? Int == 120_000)
        let session = try #require((copied["agenda"] as? [[String: Any]])?.first)
        #expect(session["handle"] as? String == "toast" && session["room"] as? String == "Hall")
        #expect(session["startsAt"] as? String == "2027-12-11T20:00:00+01:00", "\(session)")
        #expect(session["endsAt"] as? String == "2027-12-11T20:30:00+01:00")
        let tasks = try #require(copied["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["title"] as? String } == ["Order the cake", "Print badges"])
        #expect(tasks.map { $0["due"] as? String } == ["2027-12-08T19:00:00+01:00", "2027-11-30T09:00:00+01:00"], "\(tasks)")
        #expect(tasks.map { $0["dueRule"] as? String } == ["3 days before the start", nil])
        #expect(tasks.allSatisfy { $0["done"] as? Bool == false && $0["assignee"] is NSNull }, "\(tasks)")
        #expect((copied["guests"] as? [Any])?.isEmpty == true)
        #expect((copied["tickets"] as? [Any])?.isEmpty == true)

        #expect(try printed(rushday, "gala") == sourceBefore, "the source changed")
        let source = try parts(rushday, "gala")
        #expect((source["guests"] as? [Any])?.count == 1 && (source["tickets"] as? [Any])?.count == 1)

        let screen = try rushday.run(["events", "duplicate", "gala", "--starts", "2028-06-10T19:00", "--title", "Gala 2028"])
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("Duplicated gala as gala-2028"), "\(screen.stdout)")
        #expect(screen.stdout.contains("rushday events publish gala-2028"), "\(screen.stdout)")
    }

    @Test(arguments: Backend.allCases) func aTakenHandleAndOtherPeopleAreRefusedWithTheStoreUnchanged(backend: Backend) throws {
        let rushday = try planned(backend)
        let before = try rushday.dump()
        let taken = try rushday.run(["events", "duplicate", "gala", "--starts", "2027-12-11T19:00", "--handle", "gala"])
        #expect(taken.status == 65)
        #expect(taken.stderr == "rushday: --handle: 'gala' is already used by another event; choose another handle\n", "\(taken.stderr)")
        let badStart = try rushday.run(["events", "duplicate", "gala", "--starts", "soon"])
        #expect(badStart.status == 65 && badStart.stderr.hasPrefix("rushday: --starts: "), "\(badStart.stderr)")
        #expect(try rushday.dump() == before, "a refused duplicate changed the store")

        try rushday.signUp("stan@example.org")
        try rushday.signUp("nora@example.org")
        try rushday.logIn("ada@example.org")
        #expect(try rushday.run(["events", "members", "add", "gala", "stan@example.org", "--role", "staff"]).status == 0)
        try rushday.logIn("stan@example.org")
        let people = try rushday.dump(excluding: ["sessions", "sign_in_throttles"])
        let staff = try rushday.run(["events", "duplicate", "gala", "--starts", "2027-12-11T19:00"])
        #expect(staff.status == 77)
        #expect(staff.stderr.contains("staff cannot duplicate this event"), "\(staff.stderr)")
        try rushday.logIn("nora@example.org")
        let stranger = try rushday.run(["events", "duplicate", "gala", "--starts", "2027-12-11T19:00"])
        #expect(stranger.status == 65 && stranger.stderr.contains("no event 'gala' among yours"), "\(stranger.stderr)")
        #expect(try rushday.dump(excluding: ["sessions", "sign_in_throttles"]) == people, "a refused duplicate changed the store")
    }
}
