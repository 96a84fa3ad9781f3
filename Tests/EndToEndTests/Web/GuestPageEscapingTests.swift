import Foundation
import Testing

/// What a guest types is text on every page and output that shows it: escaped in HTML (the
/// guest's page and the organiser's), plain in the terminal, formula-guarded in CSV; and the
/// access log never holds the link's secret.
@Suite struct GuestPageEscapingTests {
    static let hostile = "<script>alert(1)</script>"
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    @Test(arguments: Backend.allCases) func aGuestsAnswerIsTextOnEveryPageAndOutput(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        let bob = try GuestLinks.give(rushday, "bob")
        let formula = "=HYPERLINK(\"http://evil.example\",\"x\")"
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(link)
            let posted = try await browser.post(link, ["answer": "accepted", "party": "1", "plus-one-1": Self.hostile,
                                                       "q-song": Self.hostile, "dietary": Self.hostile])
            #expect(posted.status == 303)
            #expect(try await browser.post(bob, ["answer": "accepted", "dietary": formula]).status == 303)
            let page = try await browser.get(link)
            #expect(!page.body.contains(Self.hostile))
            #expect(page.body.contains("You are coming, with \(Self.escaped).</p>"))
            #expect(page.body.contains("value=\"\(Self.escaped)\""))
            try GuestLinks.closeAnswers(rushday, at: Date().addingTimeInterval(-60))
            let closed = try await browser.get(link) { $0.body.contains("id=\"answers-closed\"") }
            #expect(!closed.body.contains(Self.hostile))
            #expect(closed.body.contains("<dd>\(Self.escaped)</dd>"))
        }
        #expect(try GuestLinks.stored(rushday, "ann", "dietary") == Self.hostile)
        try await WebTestSite(rushday: rushday).visit { organiser in
            try await organiser.signIn("ada@example.org")
            for path in ["/events/gala", "/events/gala/guests"] {
                let page = try await organiser.get(path)
                #expect(page.status == 200)
                #expect(!page.body.contains("<script>alert"), "\(path)")
            }
            let csv = try await organiser.get("/events/gala/guests?format=csv")
            #expect(csv.body.contains(Self.hostile), "CSV holds the text as typed")
            #expect(csv.body.contains("'=HYPERLINK"), "\(csv.body)")
        }
        let shown = try rushday.run(["guests", "show", "gala", "ann"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Dietary") && shown.stdout.contains(Self.hostile))
        #expect(!shown.stdout.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let exported = try rushday.run(["guests", "export", "gala"]).stdout
        #expect(exported.contains("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\""), "\(exported)")
        #expect(!exported.contains(",=HYPERLINK"))
    }

    @Test func theAccessLogShowsTheLinkRedacted() async throws {
        let rushday = try GuestPageEvent.invited()
        let link = try GuestLinks.give(rushday, "ann")
        let secret = String(link.dropFirst(3))
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            _ = try await browser.get(link)
            _ = try await browser.post(link, ["answer": "maybe"])
            _ = try await browser.get(link + "?saved=1")
            _ = try await browser.get(link + "/calendar.ics")
            _ = try await browser.get("/i/" + GuestLinks.secret() + "/tickets")
        }
        let lines = site.log.all
        for expected in ["GET /i/[redacted] 200", "POST /i/[redacted] 303", "GET /i/[redacted]?saved=1 200",
                         "GET /i/[redacted]/calendar.ics 200", "GET /i/[redacted]/tickets 404"] {
            #expect(lines.contains { $0.contains(expected) }, "\(expected) in \(lines)")
        }
        #expect(!lines.joined().contains(secret))
    }

    /// The router reads `//i/SECRET` and `/i//SECRET` as the link (a public URL ending in "/"
    /// writes the first), so the log must hide those secrets too.
    @Test func theAccessLogHidesALinkWrittenWithDoubledSlashes() async throws {
        let rushday = try GuestPageEvent.invited()
        let link = try GuestLinks.give(rushday, "ann")
        let secret = String(link.dropFirst(3))
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            let paths: [String] = ["/" + link, "/i//" + secret]
            for path in paths {
                let page = try await browser.get(path)
                #expect(page.status == 200, "\(path) opens the page")
            }
        }
        #expect(!site.log.all.joined().contains(secret), "\(site.log.all)")
        #expect(site.log.all.count == 2)
    }
}
