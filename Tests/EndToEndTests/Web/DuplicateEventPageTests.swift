import Foundation
import Testing

/// Duplicating an event in the browser, from the same use case as `events duplicate`: the form,
/// success to the new event's page saying so, a refusal beside its field with what was typed
/// kept and the store unchanged, staff refused, and no post without the form's token.
@Suite struct DuplicateEventPageTests {
    @Test(arguments: Backend.allCases) func duplicateFromTheDashboardAndARefusalBesideItsField(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["agenda", "add", "gala", "Toast", "--day", "1", "--starts", "20:00", "--ends", "20:30"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let dashboard = try await browser.get("/events/gala")
            #expect(dashboard.body.contains("href=\"/events/gala/duplicate\">Duplicate</a>"), "\(dashboard.body)")
            let form = try await browser.get("/events/gala/duplicate")
            #expect(form.status == 200 && form.body.contains("<h1>Duplicate Gala</h1>"), "\(form.body)")
            #expect(form.body.contains("value=\"2027-06-12T19:00\""), "the source's start, to change")

            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let taken = try await browser.post("/events/gala/duplicate", ["starts": "2027-12-11T19:00", "title": "Gala <2>", "handle": "gala"])
            #expect(taken.status == 422, "\(taken.status)")
            #expect(taken.body.contains("id=\"handle-error\" role=\"alert\">&#39;gala&#39; is already used by another event")
                    || taken.body.contains("id=\"handle-error\" role=\"alert\">'gala' is already used by another event"), "\(taken.body)")
            #expect(taken.body.contains("value=\"2027-12-11T19:00\"") && taken.body.contains("value=\"Gala &lt;2&gt;\""), "typed values kept")
            let badStart = try await browser.post("/events/gala/duplicate", ["starts": "soon", "title": "Gala", "handle": ""])
            #expect(badStart.status == 422 && badStart.body.contains("id=\"starts-error\" role=\"alert\">"), "\(badStart.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the store")

            let made = try await browser.post("/events/gala/duplicate", ["starts": "2027-12-11T19:00", "title": "Winter Gala", "handle": ""])
            #expect(made.status == 303 && made.header("Location") == "/events/winter-gala?done=duplicated", "\(made.status) \(made.body)")
            let shown = try await browser.get("/events/winter-gala?done=duplicated")
            #expect(shown.status == 200 && shown.body.contains("role=\"status\">Event duplicated."), "\(shown.body)")
            let unsigned = try await browser.post("/events/gala/duplicate", ["starts": "2028-12-11T19:00"], csrf: false)
            #expect(unsigned.status == 403)
        }
        let copy = try #require(try ConfEvent.json(try rushday.run(["events", "show", "winter-gala", "--format", "json"])) as? [String: Any])
        #expect(copy["startsAt"] as? String == "2027-12-11T19:00:00+01:00" && copy["status"] as? String == "draft")
        let sessions = try #require(try ConfEvent.json(try rushday.run(["agenda", "list", "winter-gala", "--format", "json"])) as? [[String: Any]])
        #expect(sessions.map { $0["startsAt"] as? String } == ["2027-12-11T20:00:00+01:00"])
        #expect(try rushday.run(["events", "show", "gala-2"]).status != 0, "the unsigned post made nothing")
    }

    @Test func staffAreRefused() async throws {
        let rushday = try GalaEvent.withStaff()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(try await browser.get("/events/gala/duplicate").status == 403, "staff are not offered the form")
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let refused = try await browser.post("/events/gala/duplicate", ["starts": "2027-12-11T19:00", "title": "Gala", "handle": ""])
            #expect(refused.status == 403, "\(refused.status)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before)
        }
    }
}
