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
            #expect(try await browser.post("/events/gala/mail/reminders", ["before": "2d"]).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before)
        }
    }
}
