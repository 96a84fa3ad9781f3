import Foundation
import Testing

/// An event's mail in the browser, from the same use cases as `guests invite`, `mail outbox` and
/// `mail retry`: invitations queued to a status or to named guests, said with how many; each
/// refusal beside its field with the store unchanged; staff refused.
@Suite struct MailPagesTests {
    @Test(arguments: Backend.allCases) func inviteFromTheBrowserAndRetry(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Ann", "--email", "ann@example.org"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Bo"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Cy", "--email", "cy@example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/mail").body.contains("href=\"/events/gala/invite\""))
            #expect(try await browser.get("/events/gala/invite").status == 200)

            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            for (form, status, errorID) in [
                (["status": "bogus"], 422, "status-error"),
                (["guests": "nobody"], 404, "guests-error"),
            ] {
                let refused = try await browser.post("/events/gala/invite", form)
                #expect(refused.status == status && refused.body.contains("id=\"\(errorID)\""), "\(form): \(refused.status) \(refused.body)")
            }
            let unknown = try await browser.post("/events/gala/mail/retry", ["message": "zzzzzzzz"])
            #expect(unknown.status == 404 && unknown.body.contains("id=\"message-error\""), "\(unknown.status) \(unknown.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")

            let invited = try await browser.post("/events/gala/invite", ["status": "invited", "subject": "Come <b>along</b>",
                                                                          "message": "Dear friends,\r\nbring cake."])
            #expect(invited.status == 303 && invited.header("Location") == "/events/gala/mail?done=invited&count=2&skipped=1",
                    "\(invited.status) \(invited.header("Location") ?? "")")
            let outbox = try await browser.get("/events/gala/mail?done=invited&count=2&skipped=1")
            #expect(outbox.body.contains("2 invitations queued; 1 left out: no email, or unsubscribed."))
            let again = try await browser.post("/events/gala/invite", ["guests": "ann\n\n", "status": "accepted"])
            #expect(again.header("Location") == "/events/gala/mail?done=invited&count=1&skipped=0", "named guests win over the status")
            let retried = try await browser.post("/events/gala/mail/retry", [:])
            #expect(retried.status == 303 && retried.header("Location") == "/events/gala/mail?done=retried&count=0")
        }
        let messages = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(messages.compactMap { $0["to"] as? String }.sorted() == ["ann@example.org", "ann@example.org", "cy@example.org"])
    }

    /// `mail cancel`: a queued invitation taken out from the page, then every queued one from
    /// the terminal; a cancelled message is never sent, and naming one is refused.
    @Test(arguments: Backend.allCases) func cancelQueuedMail(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for name in ["Ann", "Bo", "Cy"] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", "\(name.lowercased())@example.org"]).status == 0)
        }
        #expect(try rushday.run(["guests", "invite", "gala"]).status == 0)
        func outbox() throws -> [String: String] {
            let messages = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--format", "json"])) as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: messages.map { ($0["to"] as? String ?? "", "\($0["id"] ?? "") \($0["status"] ?? "")") })
        }
        let ann = try #require(outbox()["ann@example.org"]?.split(separator: " ").first.map(String.init))
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/mail").body.contains("href=\"/events/gala/mail/cancel\""))
            let page = try await browser.get("/events/gala/mail/cancel")
            #expect(page.status == 200 && page.body.contains("3 queued messages"), "\(page.body)")
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let blank = try await browser.post("/events/gala/mail/cancel", ["message": " "])
            #expect(blank.status == 422 && blank.body.contains("id=\"message-error\""))
            let unknown = try await browser.post("/events/gala/mail/cancel", ["message": "zzzzzzzz"])
            #expect(unknown.status == 404 && unknown.body.contains("id=\"message-error\""))
            #expect(try await browser.post("/events/gala/mail/cancel", ["all": "on"], csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")
            let cancelled = try await browser.post("/events/gala/mail/cancel", ["message": String(ann.prefix(8))])
            #expect(cancelled.status == 303 && cancelled.header("Location") == "/events/gala/mail?done=cancelled&count=1&sending=0")
            #expect(try await browser.get("/events/gala/mail?done=cancelled&count=1&sending=0").body.contains("1 message cancelled."))
            let twice = try await browser.post("/events/gala/mail/cancel", ["message": ann])
            #expect(twice.status == 422 && twice.body.contains("is cancelled and will not be sent anyway"), "\(twice.body)")
        }
        #expect(try outbox()["ann@example.org"] == "\(ann) cancelled")
        let all = try rushday.run(["mail", "cancel", "gala", "--all", "--format", "json"])
        let said = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        #expect((said["cancelled"] as? [[String: Any]])?.compactMap { $0["to"] as? String }.sorted() == ["bo@example.org", "cy@example.org"], "\(all.stdout)")
        #expect(try rushday.run(["mail", "cancel", "gala", ann, "--all"]).status == 64)
        #expect(try rushday.run(["mail", "cancel", "gala", ann]).status == 65)
        #expect(Set(try outbox().values.map { $0.split(separator: " ").last.map(String.init) ?? "" }) == ["cancelled"])
    }

    @Test(arguments: Backend.allCases) func scheduleRemindersFromTheBrowser(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/mail").body.contains("href=\"/events/gala/mail/reminders\""))
            #expect(try await browser.get("/events/gala/mail/reminders").status == 200)
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            for (form, errorID) in [([String: String](), "at-error"), (["before": "soon"], "before-error"),
                                    (["at": "2027-06-13T09:00"], "at-error"), (["at": "2027-06-01T18:00", "before": "24h"], "at-error")] {
                let refused = try await browser.post("/events/gala/mail/reminders", form)
                #expect(refused.status == 422 && refused.body.contains("id=\"\(errorID)\""), "\(form): \(refused.status) \(refused.body)")
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")
            let at = try await browser.post("/events/gala/mail/reminders", ["at": "2027-06-11T18:00"])
            #expect(at.status == 303 && at.header("Location") == "/events/gala/mail/reminders?done=scheduled", "\(at.status) \(at.body)")
            #expect(try await browser.post("/events/gala/mail/reminders", ["before": "2d"]).status == 303)
            #expect(try await browser.get("/events/gala/mail/reminders?done=scheduled").body.contains("The reminder is scheduled."))
        }
        let reminders = try #require(try ConfEvent.json(try rushday.run(["mail", "reminders", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(reminders.count == 2, "\(reminders)")
        let ids = reminders.compactMap { $0["id"] as? String }
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let page = try await browser.get("/events/gala/mail/reminders")
            #expect(page.body.contains("action=\"/events/gala/mail/reminders/cancel\"") && ids.allSatisfy { page.body.contains("<option value=\"\($0)\"") })
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let unknown = try await browser.post("/events/gala/mail/reminders/cancel", ["reminder": "ffffffff"])
            #expect(unknown.status == 404 && unknown.body.contains("id=\"reminder-error\"") && unknown.body.contains("no reminder &#39;ffffffff&#39; waits"), "\(unknown.status) \(unknown.body)")
            #expect(try await browser.post("/events/gala/mail/reminders/cancel", ["reminder": ids[0]], csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")
            let cancelled = try await browser.post("/events/gala/mail/reminders/cancel", ["reminder": ids[0]])
            #expect(cancelled.status == 303 && cancelled.header("Location") == "/events/gala/mail/reminders?done=cancelled")
            #expect(try await browser.get("/events/gala/mail/reminders?done=cancelled").body.contains("The reminder is cancelled"))
            let again = try await browser.post("/events/gala/mail/reminders/cancel", ["reminder": ids[0]])
            #expect(again.status == 404, "a replayed form finds nothing to cancel")
        }
        let left = try rushday.run(["mail", "cancel-reminder", "gala", String(ids[1].prefix(8)), "--format", "json"])
        let remaining = try ConfEvent.json(left) as? [[String: Any]]
        #expect(left.status == 0 && remaining?.isEmpty == true, "\(left.stderr)")
        let none = try rushday.run(["mail", "cancel-reminder", "gala", String(ids[1].prefix(8))])
        #expect(none.status != 0 && none.stderr.contains("no reminder '\(ids[1].prefix(8))' waits for this event"), "\(none.stderr)")
    }

    @Test(arguments: Backend.allCases) func previewAnInvitationWithoutQueuingIt(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Zed", "--email", "zed@example.org"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Ann <b>Lee</b>", "--email", "ann@example.org"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Al"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/invite").body.contains("name=\"preview\""))
            let form = ["status": "invited", "guests": "", "subject": "Come <i>dance</i>", "message": "Bring shoes.\nAnd <script>x</script>", "preview": "yes"]
            let unset = try await browser.post("/events/gala/invite", form)
            #expect(unset.status == 422 && unset.body.contains("mail is not set up"), "\(unset.status)")
        }
        #expect(try rushday.run(["mail", "setup", "--smtp", "smtp://127.0.0.1:1?tls=none", "--from", "Gala <gala@example.org>",
                                 "--public-url", "https://rsvp.example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/invite")
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let form = ["status": "invited", "guests": "", "subject": "Come <i>dance</i>", "message": "Bring shoes.\nAnd <script>x</script>", "preview": "yes"]
            let shown = try await browser.post("/events/gala/invite", form)
            #expect(shown.status == 200 && shown.body.contains("Preview: Come &lt;i&gt;dance&lt;/i&gt;"), "\(shown.status)")
            #expect(shown.body.contains("Dear Ann &lt;b&gt;Lee&lt;/b&gt;,") && shown.body.contains("And &lt;script&gt;x&lt;/script&gt;"),
                    "written for the first guest by name with an email, markup kept as text")
            #expect(shown.body.contains("https://rsvp.example.org/i/THEIR-OWN-LINK") && !shown.body.contains("<script>x"))
            #expect(shown.body.contains("value=\"Come &lt;i&gt;dance&lt;/i&gt;\""), "the form keeps what was typed")
            let named = try await browser.post("/events/gala/invite", form.merging(["guests": "zed"]) { _, new in new })
            #expect(named.body.contains("Dear Zed,"))
            let noEmail = try await browser.post("/events/gala/invite", form.merging(["guests": "al"]) { _, new in new })
            #expect(noEmail.status == 422 && noEmail.body.contains("al has no email"), "\(noEmail.status)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a preview makes no link and queues nothing")
        }
        let cli = try #require(try ConfEvent.json(try rushday.run(["mail", "preview", "gala", "zed", "--format", "json"])) as? [String: String])
        #expect(cli["to"] == "zed@example.org" && cli["subject"] == "You're invited: Gala" && cli["text"]?.contains("/i/THEIR-OWN-LINK") == true, "\(cli)")
    }

    @Test func staffAreRefusedTheInvitations() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["guests", "add", "gala", "Ann", "--email", "ann@example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(try await browser.get("/events/gala/invite").status == 403)
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            #expect(try await browser.post("/events/gala/invite", ["status": "invited"]).status == 403)
            #expect(try await browser.post("/events/gala/mail/retry", [:]).status == 403)
            #expect(try await browser.post("/events/gala/mail/cancel", ["all": "on"]).status == 403)
            #expect(try await browser.post("/events/gala/mail/reminders", ["before": "2d"]).status == 403)
            #expect(try await browser.post("/events/gala/mail/reminders/cancel", ["reminder": "ffffffff"]).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before)
        }
    }
}
