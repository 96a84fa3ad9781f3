import Foundation
import Testing

/// An event's settings in the browser, from the same use case as `events update`: only what the
/// organiser changed is sent, a zone changed alone keeps the wall times or, asked, the instants;
/// a refusal stands beside its field with the store unchanged; staff may not change them. The
/// answers mailed to the organisers (`--notify`) are chosen among three.
@Suite struct EventSettingsTests {
    /// The settings form of the gala as it is shown: every field as the page fills it.
    private func shown(_ browser: WebBrowser) async throws -> [String: String] {
        let page = try await browser.get("/events/gala/settings")
        #expect(page.status == 200 && page.body.contains("aria-current=\"page\">Settings</a>"), "\(page.status)")
        #expect(page.body.contains("value=\"2027-06-12T19:00\"") && page.body.contains("<option value=\"Europe/Berlin\" selected"))
        return ["title": "Gala", "handle": "gala", "starts": "2027-06-12T19:00", "ends": "2027-06-12T23:00", "timezone": "Europe/Berlin",
                "venue": "", "description": "", "capacity": "10", "currency": "EUR", "budget": "", "rsvp-closes": "", "guest-pages": "on", "notify": "off",
                "registration": "closed", "registration-closes": "", "registration-party": "0"]
    }

    private func show(_ rushday: RushDayProcess, _ handle: String) throws -> [String: Any] {
        try #require(try ConfEvent.json(try rushday.run(["events", "show", handle, "--format", "json"])) as? [String: Any])
    }

    @Test(arguments: Backend.allCases) func everyFieldChangesAndTheCommandLineSeesIt(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            var form = try await shown(browser)
            form["title"] = "Gala <script>x</script>"
            form["venue"] = "Town Hall"
            form["description"] = "Dinner\nand dancing"
            form["capacity"] = "120"
            form["budget"] = "1500.50"
            form["rsvp-closes"] = "2027-06-01T12:00"
            form["guest-pages"] = nil
            form["notify"] = "daily"
            form["registration"] = "approval"
            form["registration-closes"] = "2027-06-10T18:00"
            form["registration-party"] = "2"
            form["handle"] = "summer-gala"
            let saved = try await browser.post("/events/gala/settings", form)
            #expect(saved.status == 303 && saved.header("Location") == "/events/summer-gala/settings?done=saved", "\(saved.status) \(saved.body)")
            let page = try await browser.get("/events/summer-gala/settings?done=saved")
            #expect(page.body.contains("Settings saved.") && page.body.contains("Gala &lt;script&gt;x&lt;/script&gt;"))
            #expect(!page.body.contains("<script>x"))
        }
        let event = try show(rushday, "summer-gala")
        #expect(event["title"] as? String == "Gala <script>x</script>")
        #expect(event["venue"] as? String == "Town Hall" && event["capacity"] as? Int == 120)
        #expect((event["budget"] as? [String: Any])?["amount"] as? String == "1500.50")
        #expect(event["rsvpClosesAt"] as? String == "2027-06-01T12:00:00+02:00")
        #expect(event["guestPages"] as? Bool == false)
        #expect(event["notify"] as? String == "daily")
        #expect(event["registration"] as? String == "approval" && event["registrationParty"] as? Int == 2)
        #expect(event["registrationClosesAt"] as? String == "2027-06-10T18:00:00+02:00")
        #expect(event["startsAt"] as? String == "2027-06-12T19:00:00+02:00", "a field not changed stays")
    }

    @Test func aZoneChangedAloneKeepsTheWallTimesOrTheInstantsWhenAsked() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            var form = try await shown(browser)
            form["timezone"] = "America/New_York"
            #expect(try await browser.post("/events/gala/settings", form).status == 303)
            #expect(try show(rushday, "gala")["startsAt"] as? String == "2027-06-12T19:00:00-04:00")

            form["timezone"] = "Europe/Berlin"
            form["starts"] = "2027-06-12T19:00"
            form["keep-instant"] = "on"
            _ = try await browser.get("/events/gala/settings")
            #expect(try await browser.post("/events/gala/settings", form).status == 303)
            #expect(try show(rushday, "gala")["startsAt"] as? String == "2027-06-13T01:00:00+02:00")
        }
    }

    @Test(arguments: Backend.allCases) func aRefusalStandsBesideItsFieldAndNothingChanges(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            for (field, value, error) in [("ends", "2027-06-12T18:00", "ends"), ("capacity", "-3", "capacity"), ("currency", "EURO", "currency"),
                                          ("title", " ", "title"), ("timezone", "Mars/Olympus", "timezone"),
                                          ("notify", "hourly", "notify"), ("registration", "sometimes", "registration"),
                                          ("registration-party", "21", "registration-party"),
                                          ("registration-closes", "soon", "registration-closes")] {
                var form = try await shown(browser)
                form[field] = value
                form["venue"] = "Kept <b>Hall</b>"
                let refused = try await browser.post("/events/gala/settings", form)
                #expect(refused.status == 422, "\(field): \(refused.status)")
                #expect(refused.body.contains("id=\"\(error)-error\" role=\"alert\""), "\(field): \(refused.body)")
                #expect(refused.body.contains("value=\"Kept &lt;b&gt;Hall&lt;/b&gt;\""), "what was typed is kept")
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")
            let same = try await browser.post("/events/gala/settings", try await shown(browser))
            #expect(same.header("Location") == "/events/gala/settings?done=unchanged")
            #expect(try await browser.get("/events/gala/settings?done=unchanged").body.contains("Nothing to change"))
        }
    }

    @Test func staffMayNotChangeTheSettings() async throws {
        let rushday = try GalaEvent.withStaff()
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("stan@example.org")
            let page = try await browser.get("/events/gala/settings")
            #expect(page.status == 403 && page.body.contains("staff cannot edit this event"), "\(page.status)")
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            #expect(try await browser.post("/events/gala/settings", ["title": "Stan's gala"]).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before)
        }
    }
}
