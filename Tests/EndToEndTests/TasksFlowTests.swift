import Foundation
import Testing

/// Tasks through the built binary on both stores: the flow from a template to the event moved
/// a week with no task re-dated, ticks by role, a wall time the clocks skip refused, numbers
/// under two writers at once, and bad input for every command, leaving the store as it was.
@Suite struct TasksFlowTests {
    private func tasks(_ rushday: RushDayProcess, _ event: String = "gala", _ extra: [String] = []) throws -> [[String: Any]] {
        try ConfEvent.json(try rushday.run(["tasks", "list", event, "--format", "json"] + extra)) as? [[String: Any]] ?? []
    }

    private func run(_ rushday: RushDayProcess, _ arguments: [String]) throws {
        let outcome = try rushday.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
    }

    /// Done when: a team plans an event from a template, sees what is overdue, and moves the
    /// event a week without re-dating a single task.
    @Test(arguments: Backend.allCases) func planFromATemplateAndMoveTheEventAWeek(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.signUp("stan@example.org")
        try rushday.logIn("ada@example.org")
        try run(rushday, ["events", "members", "add", "gala", "stan@example.org"])
        let added = try rushday.run(["tasks", "add", "gala", "Book the venue", "--due", "2 weeks before start", "--assign", "Stan@Example.org",
                                     "--note", "Ask for the terrace\nand the piano", "--format", "json"])
        let venue = try #require(try ConfEvent.json(added) as? [String: Any])
        #expect(venue["number"] as? Int == 1 && venue["assignee"] as? String == "stan@example.org" && venue["assigneeName"] as? String == "Test User")
        #expect(venue["due"] as? String == "2027-05-29T19:00:00+02:00" && venue["dueRule"] as? String == "2 weeks before the start")
        #expect(venue["note"] as? String == "Ask for the terrace\nand the piano" && venue["done"] as? Bool == false)
        try run(rushday, ["tasks", "add", "gala", "Order the cake", "--due", "3 days before start"])
        try run(rushday, ["tasks", "add", "gala", "Thank the band", "--due", "1 day 2 hours after the end"])
        try run(rushday, ["tasks", "add", "gala", "Pay the deposit", "--due", "2026-01-15T12:00"])
        try run(rushday, ["tasks", "add", "gala", "Whenever"])

        let saved = try rushday.run(["tasks", "template", "save", "gala", "Summer party", "--format", "json"])
        let template = try #require(try ConfEvent.json(saved) as? [String: Any])
        #expect(template["name"] as? String == "Summer party" && template["tasks"] as? Int == 5)
        let items = try #require(template["items"] as? [[String: Any]])
        // The fixed time becomes its distance from the start: 2026-01-15 12:00 is 513 days and 7 hours before.
        #expect(items.map { $0["dueRule"] as? String } == ["2 weeks before the start", "3 days before the start", "1 day 2 hours after the end",
                                                           "513 days 7 hours before the start", nil], "\(items)")

        try run(rushday, ["events", "create", "Winter ball", "--starts", "2027-12-11T20:00", "--ends", "2027-12-12T01:00", "--timezone", "Europe/Berlin"])
        let applied = try rushday.run(["tasks", "template", "apply", "winter-ball", "summer party", "--format", "json"])
        #expect(applied.status == 0, "\(applied.stderr)")
        let winter = try tasks(rushday, "winter-ball")
        #expect(winter.map { $0["title"] as? String } == ["Book the venue", "Order the cake", "Thank the band", "Pay the deposit", "Whenever"])
        #expect(winter.map { $0["due"] as? String } == ["2027-11-27T20:00:00+01:00", "2027-12-08T20:00:00+01:00", "2027-12-13T03:00:00+01:00",
                                                       "2026-07-16T13:00:00+02:00", nil], "\(winter)")
        #expect(winter.allSatisfy { $0["assignee"] is NSNull && $0["done"] as? Bool == false })

        // Overdue: the fixed one, long past; the dashboard says so.
        #expect(try tasks(rushday, "gala", ["--overdue"]).map { $0["number"] as? Int } == [4])
        let shown = try #require(try ConfEvent.json(try rushday.run(["events", "show", "gala", "--format", "json"])) as? [String: Any])
        let section = try #require((shown["dashboard"] as? [[String: Any]])?.first { $0["key"] as? String == "tasks" })
        let values = Dictionary(uniqueKeysWithValues: (section["items"] as? [[String: String]] ?? []).map { ($0["label"] ?? "", $0["value"] ?? "") })
        #expect(values["Overdue"] == "1: #4 Pay the deposit" && values["Done"] == "0 of 5" && values["Yours open"] == "0", "\(values)")

        // Moved a week: every rule follows, the fixed time stays, nothing written to the tasks.
        let before = try tasks(rushday)
        try run(rushday, ["events", "update", "gala", "--starts", "2027-06-19T19:00", "--ends", "2027-06-19T23:00"])
        let after = try tasks(rushday)
        #expect(after.map { $0["due"] as? String } == ["2027-06-05T19:00:00+02:00", "2027-06-16T19:00:00+02:00", "2027-06-21T01:00:00+02:00",
                                                      "2026-01-15T12:00:00+01:00", nil], "\(after)")
        #expect(after.map { $0["updatedAt"] as? String } == before.map { $0["updatedAt"] as? String }, "no task was re-dated")

        // Stan ticks his own and sees it as his; he may not tick another's, nor add one.
        try rushday.logIn("stan@example.org")
        #expect(try rushday.run(["tasks", "mine", "--format", "json"]).stdout.contains("\"Book the venue\""))
        let other = try rushday.run(["tasks", "done", "gala", "2"])
        #expect(other.status == 77 && other.stderr == "rushday: role: staff tick only the tasks assigned to them; #2 is not yours, so ask the event's owner or an organizer\n",
                "\(other.stderr)")
        let both = try rushday.run(["tasks", "done", "gala", "1", "2"])
        #expect(both.status == 77)
        #expect(try tasks(rushday).allSatisfy { $0["done"] as? Bool == false }, "a refused tick changed nothing, not even Stan's own")
        #expect(try rushday.run(["tasks", "add", "gala", "Mine"]).status == 77)
        try run(rushday, ["tasks", "done", "gala", "#1"])
        let ticked = try tasks(rushday, "gala", ["--done"])
        #expect(ticked.map { $0["number"] as? Int } == [1] && ticked.first?["doneBy"] as? String == "stan@example.org")
        let mine = try ConfEvent.json(try rushday.run(["tasks", "mine", "--format", "json"])) as? [Any]
        #expect(mine?.isEmpty == true, "Stan has no open task left")
    }

    @Test(arguments: Backend.allCases) func badInputIsOneLineAndChangesNothing(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try run(rushday, ["tasks", "add", "gala", "Order the cake", "--due", "3 days before start"])
        let before = try rushday.dump(excluding: ["sessions", "sign_in_throttles"])
        let refusals: [([String], Int32, String)] = [
            (["tasks", "add", "gala", "  "], 65, "rushday: title: is blank; say what is to be done, like \"Book the venue\"\n"),
            (["tasks", "add", "gala", "Two\r\nlines"], 65, "rushday: title: is more than one line; put the rest in the note\n"),
            (["tasks", "add", "gala", "Cake", "--due", "soon"], 65,
             "rushday: --due: 'soon' is not a due time; write it like \"3 days before start\", \"2 hours after the end\" or a date-time like 2026-12-12T19:00\n"),
            (["tasks", "add", "gala", "Cake", "--due", "3 fortnights before start"], 65,
             "rushday: --due: 'fortnights' is not a unit; use weeks, days, hours or minutes; write it like \"3 days before start\", \"2 hours after the end\" or a date-time like 2026-12-12T19:00\n"),
            (["tasks", "add", "gala", "Cake", "--due", "2027-03-28T02:30"], 65,
             "rushday: --due: '2027-03-28T02:30' does not exist in Europe/Berlin (the clocks jump over it); pick another time\n"),
            (["tasks", "add", "gala", "Cake", "--assign", "nobody@example.org"], 65,
             "rushday: --assign: nobody@example.org is not a member of 'gala'; a task goes to one of its members; see who is with 'rushday events members list gala'\n"),
            (["tasks", "done", "gala", "9"], 65, "rushday: task: no task '9' in 'gala'; a task is named by its number, like 3 or #3; see them with 'rushday tasks list gala'\n"),
            (["tasks", "update", "gala", "1"], 65, "rushday: update: nothing to change; give at least one field with a new value\n"),
            (["tasks", "update", "gala", "1", "--title", "Order the cake"], 65, "rushday: update: nothing to change; give at least one field with a new value\n"),
            (["tasks", "list", "gala", "--open", "--done"], 64, ""),
            (["tasks", "list", "nope"], 65, "rushday: event: no event 'nope' among yours; see your events with 'rushday events list'\n"),
            (["tasks", "template", "save", "gala", ""], 65, "rushday: name: is blank; name the template, like \"Summer party\"\n"),
            (["tasks", "template", "apply", "gala", "Nothing"], 65, "rushday: template: no template 'Nothing'; see them with 'rushday tasks template list'\n"),
            (["tasks", "copy", "gala", "--from", "gala-2"], 65, "rushday: event: no event 'gala-2' among yours; see your events with 'rushday events list'\n"),
        ]
        for (arguments, status, line) in refusals {
            let outcome = try rushday.run(arguments)
            #expect(outcome.status == status, "\(arguments): \(outcome.status) \(outcome.stderr)")
            if !line.isEmpty { #expect(outcome.stderr == line, "\(arguments)") }
            #expect(outcome.stderr.split(separator: "\n").count == 1 || status == 64, "\(arguments): \(outcome.stderr)")
        }
        #expect(try rushday.dump(excluding: ["sessions", "sign_in_throttles"]) == before, "a refusal changed the store")
        // A saved template stays in the event's log after its removal: compared from the save on.
        try run(rushday, ["tasks", "template", "save", "gala", "Party"])
        let saved = try rushday.dump(excluding: ["sessions", "sign_in_throttles"])
        let taken = try rushday.run(["tasks", "template", "save", "gala", "PARTY"])
        #expect(taken.status == 65 && taken.stderr == "rushday: name: a template named 'PARTY' exists already; choose another name or remove it first\n", "\(taken.stderr)")
        #expect(try rushday.dump(excluding: ["sessions", "sign_in_throttles"]) == saved, "a refused name changed the store")
        try run(rushday, ["tasks", "template", "remove", "party"])
    }

    /// Two writers adding at once never share a number.
    @Test(arguments: Backend.allCases) func twoWritersAtOnceTakeTwoNumbers(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        let outcomes = try rushday.runAtOnce((1...6).map { ["tasks", "add", "gala", "Task \($0)"] })
        #expect(outcomes.allSatisfy { $0.status == 0 }, "\(outcomes.map(\.stderr))")
        #expect(Set(try tasks(rushday).compactMap { $0["number"] as? Int }) == Set(1...6))
    }

    /// Updating clears what is given blank, keeps the rest; undo opens a task again; a removed
    /// task is gone from list and show; a copy from another event lands as far from this one.
    @Test(arguments: Backend.allCases) func updateUndoRemoveAndCopy(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try run(rushday, ["tasks", "add", "gala", "Flowers", "--due", "1 day before start", "--note", "Roses", "--assign", "ada@example.org"])
        let updated = try #require(try ConfEvent.json(try rushday.run(["tasks", "update", "gala", "1", "--note", "", "--assign", "",
                                                                        "--due", "2027-06-10T10:00", "--format", "json"])) as? [String: Any])
        #expect(updated["note"] is NSNull && updated["assignee"] is NSNull && updated["dueRule"] is NSNull)
        #expect(updated["due"] as? String == "2027-06-10T10:00:00+02:00" && updated["title"] as? String == "Flowers")
        try run(rushday, ["tasks", "done", "gala", "1"])
        let undone = try #require((try ConfEvent.json(try rushday.run(["tasks", "undo", "gala", "1", "--format", "json"])) as? [[String: Any]])?.first)
        #expect(undone["done"] as? Bool == false && undone["doneAt"] is NSNull && undone["doneBy"] is NSNull)
        try run(rushday, ["events", "create", "Reprise", "--starts", "2027-07-12T19:00", "--ends", "2027-07-12T23:00", "--timezone", "Europe/Berlin"])
        let copied = try rushday.run(["tasks", "copy", "reprise", "--from", "gala", "--format", "json"])
        #expect((try ConfEvent.json(copied) as? [[String: Any]])?.first?["due"] as? String == "2027-07-10T10:00:00+02:00", "\(copied.stdout)")
        try run(rushday, ["tasks", "remove", "gala", "1"])
        #expect(try tasks(rushday).isEmpty)
        #expect(try rushday.run(["tasks", "show", "gala", "1"]).status == 65)
        let csv = try rushday.run(["tasks", "list", "reprise", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("event,number,title,note,assignee,assigneeName,due,dueRule,done,doneAt,doneBy,overdue,position,createdAt,updatedAt\nreprise,1,Flowers,,,,2027-07-10T10:00:00+02:00,"), "\(csv.stdout)")
    }
}
