import Foundation
import Testing

/// The organiser's pages: each route calls the command's use case and shows its presenter's
/// document, or its JSON and CSV byte for byte; roles, errors and escaping as on the command line.
@Suite struct WebPagesTests {
    @Test(arguments: Backend.allCases) func theDashboardShowsEverySectionOfEventsShow(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.run(["guests", "add", "gala", "Grace Hopper", "--email", "grace@example.org"])
        try rushday.run(["expenses", "budget", "set", "gala", "venue", "500", "--currency", "EUR"])
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            try await browser.signIn("ada@example.org")
            let page = try await browser.get("/events/gala")
            #expect(page.status == 200)
            #expect(page.body.contains("data-live=\"/events/gala/live\""))
            for section in ["Members", "RSVPs", "Budget"] {
                #expect(page.body.contains(section), "section \(section)")
            }
            // A page says the time as people do, the instant kept for machines; the command line keeps the machine form.
            #expect(page.body.contains("<time datetime=\"2027-06-12T19:00:00+02:00\">Saturday 12 June 2027, 19:00–23:00, Berlin time</time>"), "\(page.body)")
            let listed = try await browser.get("/events")
            #expect(listed.body.contains("<time datetime=\"2027-06-12T19:00:00+02:00\">Saturday 12 June 2027, 19:00, Berlin time</time>"), "\(listed.body)")
            for tab in ["/events/gala/guests", "/events/gala/tickets", "/events/gala/expenses", "/events/gala/agenda"] {
                #expect(page.body.contains("href=\"\(tab)\""), "tab \(tab)")
                #expect(try await browser.get(tab).status == 200, "\(tab)")
            }
        }
    }

    @Test func jsonAndCSVAreTheCommandLinesOwnBytes() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["guests", "add", "gala", "Grace Hopper", "--email", "grace@example.org"])
        let site = WebTestSite(rushday: rushday)
        let json = try rushday.run(["guests", "list", "gala", "--format", "json"]).stdout
        let csv = try rushday.run(["guests", "list", "gala", "--format", "csv"]).stdout
        try await site.visit { browser in
            try await browser.signIn("ada@example.org")
            let asJSON = try await browser.get("/events/gala/guests?format=json")
            #expect(asJSON.header("Content-Type") == "application/json")
            #expect(asJSON.body == json)
            #expect(try await browser.get("/events/gala/guests", accept: "application/json").body == json)
            let asCSV = try await browser.get("/events/gala/guests?format=csv")
            #expect(asCSV.body == csv)
            #expect(asCSV.header("Content-Disposition") == "attachment; filename=\"gala-guests.csv\"")
            #expect(try await browser.get("/events?format=csv").header("Content-Disposition") == "attachment; filename=\"events.csv\"")
        }
    }

    /// A query value outside its set is one refusal everywhere: 422 naming the field and the
    /// values it takes, as a page or as JSON, with nothing shown as if it had been understood.
    @Test func aQueryValueOutsideItsSetIsRefusedOnEveryPage() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let site = WebTestSite(rushday: rushday)
        let upcoming = try rushday.run(["events", "list", "--upcoming", "--format", "json"]).stdout
        let drafts = try rushday.run(["events", "list", "--status", "draft", "--format", "json"]).stdout
        let published = try rushday.run(["events", "list", "--status", "published", "--format", "json"]).stdout
        try await site.visit { browser in
            try await browser.signIn("ada@example.org")
            for path in ["/events?status=bogus", "/events?when=soon", "/events/gala/guests?status=bogus", "/events/gala/tickets?status=bogus",
                         "/events?format=xml", "/events/gala/guests?format=pdf", "/events/gala?format=yaml", "/events/gala/door?format=bogus"] {
                let page = try await browser.get(path)
                #expect(page.status == 422, "\(path)")
                #expect(page.body.contains("is not one of"), "\(path): \(page.body)")
                let json = try await browser.get(path, accept: "application/json")
                #expect(json.status == 422 && json.body.contains("\"code\":\"invalid\""), "\(path): \(json.body)")
            }
            #expect(try await browser.get("/events?when=upcoming&format=json").body == upcoming)
            #expect(try await browser.get("/events?status=draft&format=json").body == drafts)
            #expect(try await browser.get("/events?status=published&format=json").body == published)
        }
    }

    /// An event's description keeps its paragraphs and line breaks, escaped, on the dashboard
    /// and on a guest's page.
    @Test func aDescriptionKeepsItsParagraphsOnEveryPage() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let updated = try rushday.run(["events", "update", "gala", "--description", "Doors at 7.\nDress: <smart>\n\nBring & share."])
        #expect(updated.status == 0, "\(updated.stderr)")
        try rushday.run(["guests", "add", "gala", "Ann"])
        let link = try GuestLinks.give(rushday, "ann")
        let kept = "Doors at 7.<br/>Dress: &lt;smart&gt;</p><p class=\"role-body\">Bring &amp; share.</p>"
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(link).body.contains(kept), "the guest's page")
            try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala").body.contains(kept), "the dashboard")
        }
    }

    @Test func aGuestsNameIsTextNeverMarkup() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let hostile = "<img src=x onerror=alert(1)>\"'&"
        try rushday.run(["guests", "add", "gala", "--", hostile])
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            try await browser.signIn("ada@example.org")
            for path in ["/events/gala/guests", "/events/gala"] {
                let page = try await browser.get(path)
                #expect(!page.body.contains("<img src=x"), "\(path)")
                #expect(!page.body.contains("onerror=alert(1)>"), "\(path)")
            }
            #expect(try await browser.get("/events/gala/guests").body.contains("&lt;img src=x onerror=alert(1)&gt;"))
        }
    }

    @Test func pagesAskToSignInAndTheAPIAnswers401WithTheErrorAsData() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            let page = try await browser.get("/events/gala")
            #expect(page.status == 303)
            #expect(page.header("Location") == "/signin?next=%2Fevents%2Fgala")
            let api = try await browser.get("/events/gala", accept: "application/json")
            #expect(api.status == 401)
            let error = try #require(try JSONSerialization.jsonObject(with: Data(api.body.utf8)) as? [String: [String: String]])
            #expect(error["error"]?["code"] == "not_signed_in")
            #expect(error["error"]?["field"] == "session")
            #expect(error["error"]?["message"]?.hasPrefix("not signed in") == true)
        }
    }

    @Test func anotherOrganisersEventIsNotFoundAsOnTheCommandLine() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.signUp("eve@example.org")
        let cli = try rushday.run(["events", "show", "gala"])
        let site = WebTestSite(rushday: rushday)
        try await site.test { client in
            // Ada's dashboard drawn and kept after Eve signed in: Eve still may not see it.
            let browser = WebBrowser(client: client)
            try await browser.signIn("eve@example.org")
            let ada = WebBrowser(client: client)
            try await ada.signIn("ada@example.org")
            #expect(try await ada.get("/events/gala").status == 200)
            let api = try await browser.get("/events/gala?format=json")
            #expect(api.status == 404)
            let error = try #require(try JSONSerialization.jsonObject(with: Data(api.body.utf8)) as? [String: [String: String]])
            #expect(error["error"]?["code"] == "not_found")
            #expect(error["error"]?["field"] == "event")
            let message = try #require(error["error"]?["message"])
            #expect(cli.stderr.contains(message), "the web's message is the command line's reason: \(cli.stderr)")
            #expect(!message.contains("rushday") && !message.contains("--"))
            let page = try await browser.get("/events/gala")
            #expect(page.status == 404)
            #expect(page.body.contains("no event"))
            let filter = try await browser.get("/events/gala/guests?status=maybe-not&format=json")
            #expect(filter.status == 404 || filter.status == 422)
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeadersAndUnknownPathsAreBare404s() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            for path in ["/signin", "/events", "/nope", "/assets/rushday.css", "/events/gala/nope/deeper"] {
                let answer = try await browser.get(path)
                let policy = try #require(answer.header("Content-Security-Policy"), "\(path)")
                #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'"))
                #expect(!policy.contains("unsafe-inline"))
                #expect(answer.header("X-Content-Type-Options") == "nosniff")
                #expect(answer.header("Referrer-Policy") == "no-referrer")
            }
            let unknown = try await browser.get("/nope")
            #expect(unknown.status == 404)
            #expect(unknown.body == "Not Found\n")
        }
    }

    @Test func theStylesheetIsGeneratedFromTheTokens() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            let css = try await browser.get("/assets/rushday.css")
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.body.contains("--color-primary"))
            let script = try await browser.get("/assets/live.js")
            #expect(script.body.contains("EventSource"))
        }
    }

    @Test func anOversizedBodyIsRefusedBeforeAnyRouteReadsIt() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            _ = try await browser.get("/signin")
            let huge = try await browser.post("/signin", ["email": String(repeating: "a", count: 9 << 20), "password": "x"])
            #expect(huge.status == 413)
        }
    }

    @Test func theAccessLogHasOneLinePerRequestWithSecretsRemoved() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            _ = try await browser.get("/signin?next=/events&token=s3cret-value")
            try await browser.signIn("ada@example.org")
        }
        let lines = site.log.all
        #expect(lines.count == 3, "the sign-in page twice and the form posted: \(lines)")
        #expect(lines.first?.contains("GET /signin?next=/events&token=[redacted] 200") == true, "\(lines)")
        #expect(!lines.joined().contains("s3cret-value"))
        #expect(!lines.joined().contains("correct horse battery"))
    }
}
