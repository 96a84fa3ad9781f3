import Foundation
import Testing

/// Creating an event in the browser, from the same use case as `events create`: a new event
/// leads to its dashboard with a notice; a refusal is drawn beside its field with what was
/// typed kept (422) and the store unchanged; someone not signed in is sent to sign in.
@Suite struct EventFormTests {
    static let valid = ["title": "Summer <Gala>", "starts": "2027-06-12T19:00", "ends": "2027-06-12T23:00", "timezone": "Europe/Berlin",
                        "venue": "Old Town Hall", "capacity": "120", "currency": "EUR", "budget": "2500.00"]

    @Test func aNewEventLeadsToItsDashboardAndTheCommandLineSeesIt() async throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let form = try await browser.get("/events/new")
            #expect(form.status == 200)
            #expect(form.body.contains("<option value=\"Europe/Berlin\">Europe/Berlin</option>"), "every IANA zone to choose from")
            let created = try await browser.post("/events", Self.valid)
            #expect(created.status == 303 && created.header("Location") == "/events/summer-gala?done=created", "\(created.status) \(created.body)")
            let dashboard = try await browser.get("/events/summer-gala?done=created")
            #expect(dashboard.body.contains("role=\"status\">Event created."))
            #expect(dashboard.body.contains("Summer &lt;Gala&gt;") && !dashboard.body.contains("<Gala>"))
        }
        let shown = try #require(try ConfEvent.json(try rushday.run(["events", "show", "summer-gala", "--format", "json"])) as? [String: Any])
        #expect(shown["title"] as? String == "Summer <Gala>" && shown["timeZone"] as? String == "Europe/Berlin")
        #expect(shown["startsAt"] as? String == "2027-06-12T19:00:00+02:00" && shown["capacity"] as? Int == 120)
    }

    @Test(arguments: Backend.allCases) func aRefusalStandsBesideItsFieldWithWhatWasTypedKept(backend: Backend) async throws {
        let rushday = try RushDayProcess(backend: backend)
        try rushday.signUp("ada@example.org")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/new")
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            for (field, typed) in [("ends", "2027-06-12T18:00"), ("capacity", "lots"), ("timezone", "Mars/Olympus"), ("title", " ")] {
                var form = Self.valid
                form[field] = typed
                let refused = try await browser.post("/events", form)
                #expect(refused.status == 422, "\(field): \(refused.status)")
                #expect(refused.body.contains("id=\"\(field)-error\" role=\"alert\""), "\(field): \(refused.body)")
                #expect(refused.body.contains("value=\"Old Town Hall\""), "what was typed is kept")
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refused form changed the store")
        }
    }

    @Test func someoneNotSignedInIsSentToSignIn() async throws {
        let rushday = try RushDayProcess()
        try await WebTestSite(rushday: rushday).visit { browser in
            let form = try await browser.get("/events/new")
            #expect(form.status == 303 && form.header("Location")?.hasPrefix("/signin?") == true)
        }
    }
}
