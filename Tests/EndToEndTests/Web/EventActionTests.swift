import Foundation
import Testing

/// Publishing, cancelling, completing and deleting an event in the browser, each behind a page
/// that says what it does, from the same use cases as the commands and with their refusals.
@Suite struct EventActionTests {
    @Test(arguments: Backend.allCases) func publishThenCancelAndACancelledEventCannotBePublished(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let dashboard = try await browser.get("/events/gala")
            #expect(dashboard.body.contains("href=\"/events/gala/publish\""))
            let asked = try await browser.get("/events/gala/publish")
            #expect(asked.status == 200 && asked.body.contains("<section class=\"confirmation\"><h1>Publish"))
            let published = try await browser.post("/events/gala/publish", [:])
            #expect(published.status == 303 && published.header("Location") == "/events/gala?done=publish")
            #expect(try await browser.get("/events/gala?done=publish").body.contains("role=\"status\">Event published.</p>"))
            _ = try await browser.get("/events/gala/cancel")
            #expect(try await browser.post("/events/gala/cancel", [:]).status == 303)
            _ = try await browser.get("/events/gala/publish")
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let refused = try await browser.post("/events/gala/publish", [:])
            #expect(refused.status == 422 && refused.body.contains("class=\"form-error\" role=\"alert\">"), "\(refused.body)")
            #expect(refused.body.contains("a cancelled event is final"))
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before)
        }
        let shown = try #require(try ConfEvent.json(try rushday.run(["events", "show", "gala", "--format", "json"])) as? [String: Any])
        #expect(shown["status"] as? String == "cancelled")
    }

    @Test(arguments: Backend.allCases) func deletingAsksForTheHandleTyped(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["events", "publish", "gala"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/delete")
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let wrong = try await browser.post("/events/gala/delete", ["confirm": "gal"])
            #expect(wrong.status == 422 && wrong.body.contains("id=\"confirm-error\" role=\"alert\">type gala to delete this event"), "\(wrong.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a wrong handle deleted something")
            let deleted = try await browser.post("/events/gala/delete", ["confirm": "gala"])
            #expect(deleted.status == 303 && deleted.header("Location") == "/events?done=deleted")
            #expect(try await browser.get("/events?done=deleted").body.contains("Event deleted."))
        }
        #expect(try rushday.run(["events", "show", "gala"]).status != 0)
    }
}
