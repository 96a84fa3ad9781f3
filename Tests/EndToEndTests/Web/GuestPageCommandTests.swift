import Foundation
import Testing

/// The organiser's commands and the guest's page together, each command in its own process as
/// an organiser runs it beside `rushday serve`: a link `guests link` prints opens the page; a
/// rotation, a revocation and a new email close the old link, with the one 404; pages switched
/// off and answers closed by `events update` show, each once the server's watch has looked (a
/// quarter second: the page kept until then is dropped); `guests show` tells that
/// the guest answered on the web. On both stores.
@Suite struct GuestPageCommandTests {
    static let publicURL = "https://rsvp.example.org"

    func link(_ rushday: RushDayProcess, _ guest: String, _ extra: [String] = []) throws -> String {
        let outcome = try rushday.run(["guests", "link", "gala", guest, "--public-url", Self.publicURL] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let url = outcome.stdout.trimmingCharacters(in: .newlines)
        #expect(url.hasPrefix(Self.publicURL + "/i/"), "\(url)")
        return String(url.dropFirst(Self.publicURL.count))
    }

    func run(_ rushday: RushDayProcess, _ arguments: [String]) throws {
        let outcome = try rushday.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
    }

    @Test(arguments: Backend.allCases) func linksTheCommandsMakeRotateAndRevokeOpenAndCloseThePage(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        try run(rushday, ["guests", "update", "gala", "bob", "--email", "bob@example.org"])
        let (first, bob, rotated) = (try link(rushday, "ann"), try link(rushday, "bob"), try link(rushday, "ann", ["--rotate"]))
        try await WebTestSite(rushday: rushday).visit { browser in
            let unknown = try await browser.get("/i/" + GuestLinks.secret())
            #expect(try await browser.get(bob).status == 200)
            #expect(try await browser.get(rotated).status == 200)
            #expect(try await browser.get(first).body == unknown.body, "Ann's link before the rotation")
            #expect(try await browser.post(rotated, ["answer": "accepted", "party": "1"]).status == 303)
            try run(rushday, ["guests", "link", "gala", "ann", "--revoke"])
            try run(rushday, ["guests", "update", "gala", "bob", "--email", "robert@example.org"])
            for gone in [rotated, bob] {
                let page = try await browser.get(gone) { $0.status != 200 }
                #expect(page.status == 404, "\(gone)")
                #expect(page.body == unknown.body)
            }
        }
        let shown = try rushday.run(["guests", "show", "gala", "ann"]).stdout
        #expect(shown.range(of: #"Answered\s+.+ via web"#, options: .regularExpression) != nil, "\(shown)")
    }

    @Test(arguments: Backend.allCases) func eventsUpdateSwitchesPagesAndClosesAnswersWithinTheWatchsLook(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let ann = try link(rushday, "ann")
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(ann).body.contains("id=\"rsvp\""))
            try run(rushday, ["events", "update", "gala", "--guest-pages", "off"])
            #expect(try await browser.get(ann) { $0.status != 200 }.status == 403)
            try run(rushday, ["events", "update", "gala", "--guest-pages", "on"])
            #expect(try await browser.get(ann) { $0.status == 200 }.status == 200)
            try run(rushday, ["events", "update", "gala", "--rsvp-closes", "2020-01-01T00:00"])
            let closed = try await browser.get(ann) { !$0.body.contains("id=\"rsvp\"") }
            #expect(closed.body.contains("id=\"answers-closed\"") && !closed.body.contains("id=\"rsvp\""))
            #expect(try await browser.post(ann, ["answer": "accepted"]).status == 403)
            try run(rushday, ["events", "update", "gala", "--rsvp-closes", ""])
            #expect(try await browser.get(ann) { $0.body.contains("id=\"rsvp\"") }.body.contains("id=\"rsvp\""))
        }
    }
}
