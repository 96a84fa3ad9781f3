import Foundation
import Testing

/// The log seen from the web: a form's change is logged as made on the web by the signed-in
/// account, a guest's answer through their link as the guest's through the link; the Activity
/// page and the guest's own page show them to organisers, and staff are refused the page.
@Suite struct EventLogWebTests {
    static func last(_ rushday: RushDayProcess) throws -> [String: Any] {
        let log = try rushday.run(["events", "log", "gala", "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [[String: Any]], "\(log.stderr)")
        return try #require(entries.last)
    }

    @Test(arguments: Backend.allCases) func formsAndLinksAreLoggedAsTheirs(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let ann = try rushday.run(["guests", "link", "gala", "ann", "--public-url", "http://rsvp.test"])
        let link = String(ann.stdout.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("http://rsvp.test".count))

        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/guests/bob")
            let answered = try await browser.post("/events/gala/guests/bob/rsvp", ["answer": "declined"])
            #expect(answered.status == 303, "\(answered.status) \(answered.body.prefix(600))")
            let page = try await browser.get("/events/gala/activity")
            #expect(page.status == 200 && page.body.contains("ada@example.org"), "\(page.body.prefix(400))")
            let bob = try await browser.get("/events/gala/guests/bob")
            #expect(bob.body.contains(">History</h") && bob.body.contains("declined"), "\(bob.body)")
        }
        let byForm = try Self.last(rushday)
        #expect(byForm["actor"] as? String == "ada@example.org" && byForm["via"] as? String == "web" && byForm["target"] as? String == "bob",
                "\(byForm)")

        let serving = try ServeProcess(rushday)
        let token = try serving.formToken(link)
        let answered = try serving.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "answer=accepted",
                                         "--data-urlencode", "party=1", "--data-urlencode", "csrf=\(token)", serving.address + link])
        #expect(answered.stdout == "303", "\(answered.stderr)")
        let byLink = try Self.last(rushday)
        #expect(byLink["actor"] as? String == "Ann" && byLink["actorKind"] as? String == "guest" && byLink["via"] as? String == "link",
                "\(byLink)")
        #expect(byForm["action"] as? String == byLink["action"] as? String, "an answer is the same action however it is given")
        let log = try rushday.run(["events", "log", "gala", "--format", "json"]).stdout
        #expect(!log.contains(String(link.dropFirst(3))), "the link's secret is in the log")
    }

    @Test func staffAreRefusedTheActivityPage() async throws {
        let rushday = try GalaEvent.withStaff()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(try await browser.get("/events/gala/activity").status == 403)
            let dashboard = try await browser.get("/events/gala")
            #expect(!dashboard.body.contains("/events/gala/activity"), "staff are shown the Activity tab")
        }
    }
}
