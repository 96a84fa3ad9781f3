import Foundation
import Synchronization
import Testing

/// The log seen from the browser's forms, as `EventLogWalkTests` sees it from the commands:
/// every form that changes an event, posted once with what its page would send, leaves exactly
/// one entry, the signed-in account's through the web, or a guest's or volunteer's through
/// their link, with no secret in it. The walk is checked against every POST route the site
/// serves (`WebRoutes.posts`): a route is either walked here or said to change no event's log,
/// so a new form cannot be left out unnoticed.
@Suite struct EventLogFormWalkTests {
    /// POST routes that change no event's log, by what they do instead.
    static let unlogged: Set<String> = [
        // An account's own, or its session's
        "/signin", "/signup", "/signout", "/account/name", "/account/email", "/account/password", "/account/signout-everywhere",
        "/mail/setup", "/mail/setup/test", "/events/:event/task-templates/remove",
        // A door's scans: each is kept with its door, time and direction
        "/events/:event/door/scan", "/events/:event/door/admit", "/events/:event/door/sync",
        // Keeps the file for its preview; the import is the next form, /events/:event/guests/import/:upload
        "/events/:event/guests/import",
        // Its log goes with it
        "/events/:event/delete",
        // Mail's one-click unsubscribe: Tests/Mail (test_link_and_unsubscribe) reads its entry
        "/u/:secret",
    ]

    /// One post of a walk: the route it exercises, the path and form it sends.
    struct Post {
        let route: String
        let path: String
        var form: [String: String] = [:]
        var file: (name: String, data: String)?
        /// Who the entry names, and through what.
        var actor = "ada@example.org"
        var via = "web"
        /// The event whose log it lands in.
        var event = "gala"
        /// The page the form is on, when it posts what that page shows (an edit form sends
        /// every field, changed or not): its fields as shown, then `form` over them.
        var page: String?
    }

    /// The fields the form posting to `action` on `page` sends as shown: each input's value
    /// (a box only when ticked), a text area's text, a list's chosen option or its first.
    static func shownFields(_ page: String, action: String) -> [String: String] {
        guard let start = page.range(of: "action=\"\(action)\""),
              let end = page.range(of: "</form>", range: start.upperBound..<page.endIndex) else { return [:] }
        let form = String(page[start.upperBound..<end.lowerBound])
        let attribute = { (tag: Substring, name: String) -> String? in
            (try? Regex(" \(name)=\"([^\"]*)\"").firstMatch(in: tag)).flatMap { $0.output[1].substring.map { VolunteerLinks.unescaped(String($0)) } }
        }
        var fields: [String: String] = [:]
        for input in form.matches(of: /<input[^>]*>/) {
            let tag = input.output
            guard let name = attribute(tag, "name"), name != "csrf" else { continue }
            let type = attribute(tag, "type") ?? "text"
            if ["checkbox", "radio"].contains(type) {
                if tag.contains(" checked") { fields[name] = attribute(tag, "value") ?? "on" }
            } else if type != "file" {
                fields[name] = attribute(tag, "value") ?? ""
            }
        }
        for area in form.matches(of: /<textarea([^>]*)>([^<]*)<\/textarea>/) {
            if let name = attribute(area.output.1, "name") { fields[name] = VolunteerLinks.unescaped(String(area.output.2)) }
        }
        for list in form.matches(of: /<select([^>]*)>(.*?)<\/select>/.dotMatchesNewlines()) {
            guard let name = attribute(list.output.1, "name") else { continue }
            let options = list.output.2.matches(of: /<option[^>]*>/).map(\.output)
            let chosen = options.first { $0.contains(" selected") } ?? options.first
            fields[name] = chosen.flatMap { attribute($0, "value") } ?? ""
        }
        return fields
    }

    static func entries(_ rushday: RushDayProcess, _ event: String) throws -> [[String: Any]] {
        (try? EventLogWalkTests.entries(rushday, event)) ?? []
    }

    static func run(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try rushday.run(arguments, environment: ["RUSHDAY_PUBLIC_URL": "https://rsvp.example.org"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)", sourceLocation: sourceLocation)
        return outcome.stdout
    }

    /// What a refused form says beside its fields, or the whole answer when it says nothing there.
    static func refusals(_ body: String) -> String {
        let said = body.matches(of: /<p class="(?:field-error|form-error)"[^>]*>([^<]*)<\/p>/).map { String($0.1) }
        return said.isEmpty ? body : said.joined(separator: "; ")
    }

    /// The path of the link a command printed.
    static func linkPath(_ printed: String) -> String {
        String(printed.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("https://rsvp.example.org".count))
    }

    @Test(arguments: Backend.allCases) func everyFormThatChangesAnEventLeavesOneEntryAndNoSecret(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.signUp("olga@example.org")
        try rushday.logIn("ada@example.org")
        for arguments in [["guests", "add", "gala", "Ann Lee", "--email", "ann@example.org"], ["guests", "add", "gala", "Bob Roe", "--email", "bob@example.org"],
                          ["guests", "rsvp", "gala", "ann-lee", "accepted"],
                          ["expenses", "add", "gala", "120", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"],
                          ["tickets", "types", "add", "gala", "Regular", "--price", "25.00", "--quota", "5"],
                          ["tasks", "add", "gala", "Book the band"],
                          ["shifts", "roles", "add", "gala", "Bar", "--needs-approval"],
                          ["shifts", "add", "gala", "Bar", "--starts", "2027-06-12T18:00", "--ends", "2027-06-12T22:00", "--need", "Bar=2"],
                          ["shifts", "add", "gala", "Setup", "--starts", "2026-01-10T10:00", "--ends", "2026-01-10T12:00", "--need", "Bar=1"],
                          ["shifts", "volunteers", "add", "gala", "Eve Stone", "--email", "eve@example.org", "--role", "Bar"]] {
            _ = try Self.run(rushday, arguments)
        }
        let site = WebTestSite(rushday: rushday)
        let routes = try await WebTestSite.onSiteThreads { try await site.routes().posts }

        let walked = Mutex<Set<String>>([])
        @Sendable func walk(_ browser: WebBrowser, _ post: Post, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            let before = try Self.entries(rushday, post.event).count
            var form = post.form
            if let page = post.page {
                let shown = try await browser.get(page)
                form = Self.shownFields(shown.body, action: post.path).merging(post.form) { $1 }
            }
            let answer = if let file = post.file {
                try await browser.upload(post.path, form, file: (file.name, "rows.csv", Array(file.data.utf8)))
            } else {
                try await browser.post(post.path, form)
            }
            #expect([200, 303].contains(answer.status), "POST \(post.path): \(answer.status) \(Self.refusals(answer.body))",
                    sourceLocation: sourceLocation)
            let after = try Self.entries(rushday, post.event)
            #expect(after.count == before + 1, "POST \(post.path) left \(after.count - before) entries: \(after.suffix(2))",
                    sourceLocation: sourceLocation)
            if let last = after.last, after.count == before + 1 {
                #expect(last["actor"] as? String == post.actor && last["via"] as? String == post.via, "POST \(post.path): \(last)",
                        sourceLocation: sourceLocation)
            }
            walked.withLock { _ = $0.insert(post.route) }
        }

        try await site.visit { browser in
            #expect(try await browser.signIn("ada@example.org").status == 303)
            _ = try await browser.get("/events/gala")
            // The event and its team.
            try await walk(browser, Post(route: "/events/:event/settings", path: "/events/gala/settings", form: ["title": "Gala night"], page: "/events/gala/settings"))
            try await walk(browser, Post(route: "/events/:event/team", path: "/events/gala/team", form: ["email": "olga@example.org", "role": "organizer"]))
            try await walk(browser, Post(route: "/events/:event/team/remove", path: "/events/gala/team/remove", form: ["email": "olga@example.org"]))
            try await walk(browser, Post(route: "/events/:event/publish", path: "/events/gala/publish"))

            // Questions and guests.
            try await walk(browser, Post(route: "/events/:event/questions", path: "/events/gala/questions", form: ["key": "shuttle", "kind": "yes-no"]))
            try await walk(browser, Post(route: "/events/:event/questions/:key/edit", path: "/events/gala/questions/shuttle/edit",
                                form: ["prompt": "Shuttle from the station?"], page: "/events/gala/questions/shuttle/edit"))
            try await walk(browser, Post(route: "/events/:event/questions/:key/remove", path: "/events/gala/questions/shuttle/remove", form: ["force": "on"]))
            try await walk(browser, Post(route: "/events/:event/new-guest", path: "/events/gala/new-guest", form: ["name": "Gus Web", "email": "gus@example.org"], page: "/events/gala/new-guest"))
            try await walk(browser, Post(route: "/events/:event/guests/:guest/edit", path: "/events/gala/guests/gus-web/edit",
                                form: ["note": "Walks in"], page: "/events/gala/guests/gus-web/edit"))
            try await walk(browser, Post(route: "/events/:event/guests/:guest/rsvp", path: "/events/gala/guests/gus-web/rsvp", form: ["answer": "accepted"]))
            try await walk(browser, Post(route: "/events/:event/guests/bulk", path: "/events/gala/guests/bulk", form: ["action": "tag", "name": "vip"]))
            try await walk(browser, Post(route: "/events/:event/guests/:guest/link", path: "/events/gala/guests/gus-web/link"))
            try await walk(browser, Post(route: "/events/:event/guests/:guest/link/revoke", path: "/events/gala/guests/gus-web/link/revoke"))
            try await walk(browser, Post(route: "/events/:event/invite", path: "/events/gala/invite", form: ["guests": "bob-roe"]))
            try await walk(browser, Post(route: "/events/:event/guests/:guest/remove", path: "/events/gala/guests/gus-web/remove"))
            let upload = try await browser.upload("/events/gala/guests/import", file: ("file", "guests.csv", Array("name,email\nIda Import,ida@example.org\n".utf8)))
            let preview = try #require(upload.header("Location"), "\(upload.status) \(upload.body.prefix(600))")
            _ = try await browser.get(preview)
            try await walk(browser, Post(route: "/events/:event/guests/import/:upload", path: preview))

            // Expenses.
            try await walk(browser, Post(route: "/events/:event/expenses/budget", path: "/events/gala/expenses/budget", form: ["category": "venue", "amount": "500"]))
            try await walk(browser, Post(route: "/events/:event/new-expense", path: "/events/gala/new-expense",
                                form: ["amount": "80", "category": "catering", "payee": "Cakes"], page: "/events/gala/new-expense"))
            try await walk(browser, Post(route: "/events/:event/expenses/:expense/edit", path: "/events/gala/expenses/1/edit",
                                form: ["note": "Deposit"], page: "/events/gala/expenses/1/edit"))
            try await walk(browser, Post(route: "/events/:event/expenses/:expense/remove", path: "/events/gala/expenses/2/remove"))

            // Tickets and doors.
            try await walk(browser, Post(route: "/events/:event/tickets/types", path: "/events/gala/tickets/types", form: ["name": "Late", "price": "10"]))
            try await walk(browser, Post(route: "/events/:event/tickets/types/:type", path: "/events/gala/tickets/types/late",
                                form: ["price": "12"], page: "/events/gala/tickets/types/late"))
            try await walk(browser, Post(route: "/events/:event/tickets/types/:type/remove", path: "/events/gala/tickets/types/late/remove"))
            try await walk(browser, Post(route: "/events/:event/tickets/pools", path: "/events/gala/tickets/pools", form: ["pool": "house", "quota": "8"]))
            try await walk(browser, Post(route: "/events/:event/tickets/issue", path: "/events/gala/tickets/issue", form: ["type": "regular", "guest": "ann-lee"], page: "/events/gala/tickets/issue"))
            let tickets = try #require(try EventLogWalkTests.json(rushday, ["tickets", "list", "gala"]) as? [[String: Any]])
            let ticket = try #require(tickets.first?["reference"] as? String)
            try await walk(browser, Post(route: "/events/:event/tickets/:ticket/send", path: "/events/gala/tickets/\(ticket)/send"))
            try await walk(browser, Post(route: "/events/:event/tickets/send", path: "/events/gala/tickets/send", form: ["unsent": "on"]))
            try await walk(browser, Post(route: "/events/:event/tickets/:ticket/cancel", path: "/events/gala/tickets/\(ticket)/cancel"))
            try await walk(browser, Post(route: "/events/:event/doors", path: "/events/gala/doors", form: ["name": "North"]))
            try await walk(browser, Post(route: "/events/:event/doors/revoke", path: "/events/gala/doors/revoke", form: ["name": "North"]))

            // The agenda.
            try await walk(browser, Post(route: "/events/:event/new-session", path: "/events/gala/new-session",
                                form: ["title": "Welcome", "day": "1", "starts": "19:00", "ends": "19:30"]))
            try await walk(browser, Post(route: "/events/:event/sessions/:session/edit", path: "/events/gala/sessions/welcome/edit",
                                form: ["room": "Hall"], page: "/events/gala/sessions/welcome/edit"))
            try await walk(browser, Post(route: "/events/:event/sessions/:session/remove", path: "/events/gala/sessions/welcome/remove"))

            // Tasks.
            try await walk(browser, Post(route: "/events/:event/new-task", path: "/events/gala/new-task", form: ["title": "Order the cake"]))
            try await walk(browser, Post(route: "/events/:event/tasks/:task/edit", path: "/events/gala/tasks/2/edit",
                                form: ["note": "Chocolate"], page: "/events/gala/tasks/2/edit"))
            try await walk(browser, Post(route: "/events/:event/tick-tasks", path: "/events/gala/tick-tasks", form: ["action": "done", "task-2": "on"]))
            try await walk(browser, Post(route: "/events/:event/task-templates/save", path: "/events/gala/task-templates/save", form: ["name": "Party"]))
            try await walk(browser, Post(route: "/events/:event/task-templates/apply", path: "/events/gala/task-templates/apply",
                                form: ["source": "template", "name": "Party"]))
            try await walk(browser, Post(route: "/events/:event/tasks/:task/remove", path: "/events/gala/tasks/2/remove"))

            // Shifts and volunteers.
            let plan = { (name: String) in "/events/gala/shifts/" + name }
            try await walk(browser, Post(route: "/events/:event/shifts/settings", path: plan("settings"),
                                form: ["remind-before": "2h", "no-show-limit": "3", "sign-up": "open"]))
            try await walk(browser, Post(route: "/events/:event/shifts/roles", path: plan("roles"), form: ["role": "Door", "action": "add"]))
            try await walk(browser, Post(route: "/events/:event/shifts/new-shift", path: plan("new-shift"),
                                form: ["title": "Gate", "starts": "2027-06-12T17:00", "ends": "2027-06-12T19:00", "need": "Door=1"]))
            try await walk(browser, Post(route: "/events/:event/shifts/new-series", path: plan("new-series"),
                                form: ["title": "Patrol", "from": "2027-06-12T10:00", "until": "2027-06-12T14:00", "every": "2h", "length": "2h", "need": "Bar=1"]))
            try await walk(browser, Post(route: "/events/:event/shifts/change-shift", path: plan("change-shift"),
                                form: ["shift": "1", "title": "Bar", "place": "Tent", "need": "Bar=2", "action": "save"]))
            try await walk(browser, Post(route: "/events/:event/shifts/new-volunteer", path: plan("new-volunteer"), form: ["name": "Val Web", "role": "Door"]))
            try await walk(browser, Post(route: "/events/:event/shifts/approval", path: plan("approval"), form: ["volunteer": "1", "role": "Bar", "action": "approve"]))
            try await walk(browser, Post(route: "/events/:event/shifts/volunteer-link", path: plan("volunteer-link"), form: ["volunteer": "1"]))
            // Volunteer 1 (Eve) on a patrol and checked in, then on the past set-up and excused.
            try await walk(browser, Post(route: "/events/:event/shifts/assign", path: plan("assign"), form: ["shift": "4", "volunteer": "1", "role": "Bar"]))
            try await walk(browser, Post(route: "/events/:event/shifts/attendance", path: plan("attendance"), form: ["shift": "4", "volunteer": "1", "action": "in"]))
            try await walk(browser, Post(route: "/events/:event/shifts/assign", path: plan("assign"), form: ["shift": "2", "volunteer": "1", "role": "Bar"]))
            try await walk(browser, Post(route: "/events/:event/shifts/seat", path: plan("seat"), form: ["shift": "2", "volunteer": "1", "action": "excuse"]))
            try await walk(browser, Post(route: "/events/:event/shifts/import-shifts", path: plan("import-shifts"),
                                file: ("file", "title,starts,ends,needs\nCloak,2027-06-12T17:00,2027-06-12T19:00,\n")))
            try await walk(browser, Post(route: "/events/:event/shifts/import-volunteers", path: plan("import-volunteers"),
                                file: ("file", "name,email\nVic Import,vic@example.org\n")))

            // Mail.
            try await walk(browser, Post(route: "/events/:event/mail/reminders", path: "/events/gala/mail/reminders", form: ["at": "2027-06-11T18:00"]))
            let reminders = try #require(try EventLogWalkTests.json(rushday, ["mail", "reminders", "gala"]) as? [[String: Any]])
            let reminder = try #require(reminders.first?["id"] as? String)
            try await walk(browser, Post(route: "/events/:event/mail/reminders/cancel", path: "/events/gala/mail/reminders/cancel",
                                form: ["reminder": String(reminder.prefix(8))]))
            let queued = try #require(try EventLogWalkTests.json(rushday, ["mail", "outbox", "gala"]) as? [[String: Any]])
            let message = try #require(queued.last?["id"] as? String, "\(queued)")
            try await walk(browser, Post(route: "/events/:event/mail/cancel", path: "/events/gala/mail/cancel", form: ["message": String(message.prefix(8))]))
            try await walk(browser, Post(route: "/events/:event/mail/retry", path: "/events/gala/mail/retry", form: ["message": String(message.prefix(8))]))
        }

        // Through links: a guest's answer, a volunteer's sign-up and leaving, a registration
        // made, confirmed and decided on.
        let ann = Self.linkPath(try Self.run(rushday, ["guests", "link", "gala", "ann-lee"]))
        let eve = Self.linkPath(try Self.run(rushday, ["shifts", "volunteers", "link", "gala", "eve@example.org", "--rotate"]))
        _ = try Self.run(rushday, ["events", "update", "gala", "--registration", "approval"])
        try await site.visit { browser in
            _ = try await browser.get(ann)
            try await walk(browser, Post(route: "/i/:secret", path: ann, form: ["answer": "declined", "party": "0"], actor: "Ann Lee", via: "link"))
            _ = try await browser.get(eve)
            try await walk(browser, Post(route: "/v/:secret/sign-up", path: eve + "/sign-up", form: ["shift": "1", "role": "Bar", "member": "1"],
                                actor: "Eve Stone", via: "link"))
            try await walk(browser, Post(route: "/v/:secret/leave", path: eve + "/leave", form: ["shift": "1", "member": "1"], actor: "Eve Stone", via: "link"))
            // Whoever registers is signed in as no one: the entry names the system, through the web.
            _ = try await browser.get("/e/gala")
            try await walk(browser, Post(route: "/e/:event", path: "/e/gala", form: ["name": "Rae Reg", "email": "rae@example.org", "party": "0", "website": ""],
                                actor: "rushday", via: "web"))
        }
        let rae = Self.linkPath(try Self.run(rushday, ["guests", "link", "gala", "rae-reg", "--rotate"]))
        try await site.visit { browser in
            _ = try await browser.get(rae)
            let before = try Self.entries(rushday, "gala").count
            #expect(try await browser.post(rae + "/confirm", [:]).status == 303)
            let after = try Self.entries(rushday, "gala")
            #expect(after.count == before + 1 && after.last?["actor"] as? String == "Rae Reg" && after.last?["via"] as? String == "link", "\(after.suffix(2))")
            walked.withLock { _ = $0.insert("/i/:secret/confirm") }
            #expect(try await browser.signIn("ada@example.org").status == 303)
            _ = try await browser.get("/events/gala/guests/rae-reg")
            let decided = try await browser.post("/events/gala/guests/rae-reg/decision", ["decision": "approve"])
            #expect(decided.status == 303, "\(decided.status) \(decided.body.prefix(1000))")
            let last = try Self.entries(rushday, "gala")
            #expect(last.count == after.count + 1 && last.last?["via"] as? String == "web", "\(last.suffix(2))")
            walked.withLock { _ = $0.insert("/events/:event/guests/:guest/decision") }

            // Events of their own: made and duplicated, each into its own log; cancelled and completed.
            _ = try await browser.get("/events/new")
            let made = try await browser.post("/events", ["title": "Fair", "handle": "fair", "starts": "2027-07-01T10:00", "ends": "2027-07-01T18:00",
                                                          "timezone": "Europe/Berlin", "currency": "EUR"])
            #expect(made.status == 303, "\(made.status) \(made.body.prefix(1000))")
            #expect(try Self.entries(rushday, "fair").map { "\($0["action"] ?? "") \($0["via"] ?? "")" } == ["event.create web"])
            _ = try await browser.get("/events/fair/duplicate")
            let copied = try await browser.post("/events/fair/duplicate", ["title": "Fair again", "handle": "fair-2", "starts": "2027-08-01T10:00"])
            #expect(copied.status == 303, "\(copied.status) \(copied.body.prefix(1000))")
            #expect(try await browser.post("/events/fair-2/cancel", [:]).status == 303)
            #expect(try Self.entries(rushday, "fair-2").map { "\($0["action"] ?? "") \($0["via"] ?? "")" } == ["event.duplicate web", "event.cancel web"])
            #expect(try await browser.post("/events/fair/publish", [:]).status == 303)
            #expect(try await browser.post("/events/fair/complete", ["force": "on"]).status == 303)
            #expect(try Self.entries(rushday, "fair").map { $0["action"] as? String } == ["event.create", "event.publish", "event.complete"])
            walked.withLock { $0.formUnion(["/events", "/events/:event/duplicate", "/events/:event/cancel", "/events/:event/complete"]) }
        }

        // Every POST route is walked or said to change no log.
        let unclassified = Set(routes).subtracting(walked.withLock { $0 }).subtracting(Self.unlogged)
        #expect(unclassified.isEmpty, "forms neither walked nor said to change no log: \(unclassified.sorted())")
        #expect(Self.unlogged.isSubset(of: Set(routes)), "said to change no log but not served: \(Self.unlogged.subtracting(routes).sorted())")

        // No secret: no link, token or password in any entry.
        let log = try rushday.run(["events", "log", "gala", "--format", "json"]).stdout
        for secret in [ann, eve, rae].map(VolunteerLinks.secret) + ["correct horse"] {
            #expect(!log.contains(secret), "a secret in the log: \(log)")
        }
    }
}
