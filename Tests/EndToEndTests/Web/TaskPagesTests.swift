import Foundation
import Testing

/// The checklist in the organiser's browser, from the same use cases as `tasks add | show |
/// update | done | undo | remove | template | copy`: a refusal beside its field with the store
/// unchanged, markup shown as text, ticks by the boxes of the list, staff ticking only their
/// own, the templates page, and the page's JSON equal to the command's.
@Suite struct TaskPagesTests {
    @Test(arguments: Backend.allCases) func addTickEditAndRemove(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let list = try await browser.get("/events/gala/tasks")
            #expect(list.status == 200 && list.body.contains("href=\"/events/gala/new-task\"") && list.body.contains("href=\"/events/gala/task-templates\""))
            let form = ["title": "Order the <b>cake</b>", "due": "3 days before start", "assign": "ada@example.org", "note": "Chocolate"]

            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let badDue = try await browser.post("/events/gala/new-task", form.merging(["due": "soon"]) { $1 })
            #expect(badDue.status == 422 && badDue.body.contains("id=\"due-error\"") && badDue.body.contains("value=\"soon\""), "\(badDue.body)")
            let stranger = try await browser.post("/events/gala/new-task", form.merging(["assign": "eve@example.org"]) { $1 })
            #expect(stranger.status == 422 && stranger.body.contains("id=\"assign-error\""), "\(stranger.body)")
            #expect(try await browser.post("/events/gala/new-task", form, csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the store")

            let added = try await browser.post("/events/gala/new-task", form)
            #expect(added.status == 303 && added.header("Location") == "/events/gala/tasks/1?done=added", "\(added.body)")
            let shown = try await browser.get("/events/gala/tasks/1?done=added")
            #expect(shown.body.contains("Order the &lt;b&gt;cake&lt;/b&gt;") && !shown.body.contains("<b>cake"))
            #expect(shown.body.contains("2027-06-09") && shown.body.contains("3 days before the start") && shown.body.contains(">Mark it done</button>"))
            #expect(try await browser.post("/events/gala/new-task", ["title": "Print badges", "due": "2027-06-01T09:00"]).status == 303)

            let json = try await browser.get("/events/gala/tasks?format=json", accept: "application/json")
            #expect(json.body == (try rushday.run(["tasks", "list", "gala", "--format", "json"])).stdout, "the page's JSON is the command's")

            let ticked = try await browser.post("/events/gala/tick-tasks", ["task-#1": "on", "task-#2": "on", "action": "done"])
            #expect(ticked.header("Location") == "/events/gala/tasks?done=ticked", "\(ticked.status) \(ticked.body)")
            #expect(try ConfEvent.json(try rushday.run(["tasks", "list", "gala", "--done", "--format", "json"])) as? [Any] != nil)
            #expect((try ConfEvent.json(try rushday.run(["tasks", "list", "gala", "--done", "--format", "json"])) as? [Any])?.count == 2)
            let opened = try await browser.post("/events/gala/tick-tasks", ["task-#2": "on", "action": "undo", "from": "task"])
            #expect(opened.header("Location") == "/events/gala/tasks/2?done=opened")
            let none = try await browser.post("/events/gala/tick-tasks", ["action": "done"])
            #expect(none.status == 422 && none.body.contains("choose at least one task"), "\(none.body)")

            let edit = try await browser.get("/events/gala/tasks/1/edit")
            #expect(edit.status == 200 && edit.body.contains("value=\"3 days before the start\""), "\(edit.body)")
            let saved = try await browser.post("/events/gala/tasks/1/edit", ["title": "Order the cake", "due": "1 week before start", "assign": "", "note": ""])
            #expect(saved.header("Location") == "/events/gala/tasks/1?done=updated", "\(saved.body)")
            let task = try #require(try ConfEvent.json(try rushday.run(["tasks", "show", "gala", "1", "--format", "json"])) as? [String: Any])
            #expect(task["dueRule"] as? String == "1 week before the start" && task["assignee"] is NSNull && task["note"] is NSNull)

            #expect(try await browser.get("/events/gala/tasks/1/remove").body.contains(">Remove the task</button>"))
            #expect(try await browser.post("/events/gala/tasks/1/remove", [:]).header("Location") == "/events/gala/tasks?done=removed")
            #expect(try await browser.get("/events/gala/tasks/1").status == 404)
        }
    }

    @Test func staffTickTheirOwnAndChangeNothingElse() async throws {
        let rushday = try GalaEvent.withStaff()
        for arguments in [["tasks", "add", "gala", "Stan's", "--assign", "stan@example.org"], ["tasks", "add", "gala", "Ada's"]] {
            #expect(try rushday.run(arguments).status == 0)
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let list = try await browser.get("/events/gala/tasks")
            #expect(list.status == 200 && !list.body.contains("new-task") && !list.body.contains("task-templates"))
            #expect(try await browser.get("/events/gala/tasks/1").body.contains(">Mark it done</button>"))
            let other = try await browser.get("/events/gala/tasks/2")
            #expect(other.status == 200 && !other.body.contains(">Mark it done</button>") && !other.body.contains("/edit\""))
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sessions"])
            let refused = try await browser.post("/events/gala/tick-tasks", ["task-#1": "on", "task-#2": "on", "action": "done"])
            #expect(refused.status == 403 && refused.body.contains("#2 is not yours") && refused.body.contains("Back to the tasks"), "\(refused.body)")
            for path in ["/events/gala/new-task", "/events/gala/tasks/2/edit", "/events/gala/tasks/2/remove", "/events/gala/task-templates"] {
                #expect(try await browser.get(path).status == 403, "\(path)")
            }
            #expect(try await browser.post("/events/gala/new-task", ["title": "Mine"]).status == 403)
            #expect(try await browser.post("/events/gala/task-templates/save", ["name": "Stan's"]).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sessions"]) == before, "a refusal changed the store")
            #expect(try await browser.post("/events/gala/tick-tasks", ["task-#1": "on", "action": "done"]).header("Location") == "/events/gala/tasks?done=ticked")
        }
    }

    @Test(arguments: Backend.allCases) func templatesSaveApplyCopyAndRemove(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["tasks", "add", "gala", "Book the venue", "--due", "2 weeks before start"]).status == 0)
        #expect(try rushday.run(["events", "create", "Ball", "--starts", "2027-12-11T20:00", "--ends", "2027-12-11T23:00",
                                 "--timezone", "Europe/Berlin"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/task-templates").status == 200)
            let blank = try await browser.post("/events/gala/task-templates/save", ["name": " "])
            #expect(blank.status == 422 && blank.body.contains("id=\"save-name-error\""), "\(blank.body)")
            #expect(try await browser.post("/events/gala/task-templates/save", ["name": "Party <i>x</i>"]).header("Location")
                    == "/events/gala/task-templates?done=saved")
            let page = try await browser.get("/events/ball/task-templates")
            #expect(page.body.contains("Party &lt;i&gt;x&lt;/i&gt;") && !page.body.contains("<i>x"))
            let applied = try await browser.post("/events/ball/task-templates/apply", ["source": "template", "name": "Party <i>x</i>"])
            #expect(applied.header("Location") == "/events/ball/tasks?done=applied", "\(applied.body)")
            let copied = try await browser.post("/events/ball/task-templates/apply", ["source": "event", "from": "gala"])
            #expect(copied.header("Location") == "/events/ball/tasks?done=applied")
            let unknown = try await browser.post("/events/ball/task-templates/apply", ["source": "event", "from": "nope"])
            #expect(unknown.status >= 400, "\(unknown.status)")
            let ball = try #require(try ConfEvent.json(try rushday.run(["tasks", "list", "ball", "--format", "json"])) as? [[String: Any]])
            #expect(ball.map { $0["due"] as? String } == ["2027-11-27T20:00:00+01:00", "2027-11-27T20:00:00+01:00"], "\(ball)")
            #expect(try await browser.post("/events/ball/task-templates/remove", ["name": "Party <i>x</i>"]).header("Location")
                    == "/events/ball/task-templates?done=removed")
            #expect((try ConfEvent.json(try rushday.run(["tasks", "template", "list", "--format", "json"])) as? [Any])?.isEmpty == true)
        }
    }
}
