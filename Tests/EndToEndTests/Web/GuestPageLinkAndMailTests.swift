import Foundation
import Testing

/// The organiser's page of a guest shows every mail sent to them with its state (as `mail
/// outbox --guest` lists it) and their personal link's state: a link made or replaced is shown
/// once, in the answer to its form, and opens the guest's page; the replaced one and a revoked
/// one no longer do. Forms without the token, and staff, are refused, and change nothing.
@Suite struct GuestPageLinkAndMailTests {
    @Test(arguments: Backend.allCases) func aGuestsLinkIsMadeReplacedAndRevokedAndTheirMailListed(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for (name, email) in [("Ann Lee", "ann@example.org"), ("Bob", "bob@example.org")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", email]).status == 0)
        }
        #expect(try rushday.run(["guests", "invite", "gala", "bob"]).status == 0)
        let bobs = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--guest", "BOB@example.org", "--format", "json"])) as? [[String: Any]])
        #expect(bobs.count == 1 && bobs.first?["kind"] as? String == "invitation", "\(bobs)")
        let anns = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--guest", "ann-lee", "--format", "json"])) as? [[String: Any]])
        #expect(anns.isEmpty)
        let nobody = try rushday.run(["mail", "outbox", "gala", "--guest", "zed"])
        #expect(nobody.status != 0 && nobody.stderr.contains("no guest 'zed' on the list of 'gala'"), "\(nobody.stderr)")

        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let bob = try await browser.get("/events/gala/guests/bob")
            #expect(bob.body.contains("<h2>Mail to them</h2>") && bob.body.contains("invitation") && bob.body.contains("queued"), "\(bob.body)")
            #expect(bob.body.contains("They have a personal link."), "the invitation made one")

            let base = "/events/gala/guests/ann-lee"
            let ann = try await browser.get(base)
            #expect(ann.body.contains("They have no personal link yet.") && ann.body.contains("action=\"\(base)/link\""))
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            #expect(try await browser.post(base + "/link", [:], csrf: false).status == 403)
            #expect(try await browser.post(base + "/link/revoke", [:], csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before)

            let made = try await browser.post(base + "/link", [:])
            #expect(made.status == 200 && made.body.contains("The link is made.") && made.body.contains("shown this once"), "\(made.status)")
            let first = try #require(Self.linkPath(made.body))
            #expect(try await browser.get(first).status == 200, "the new link opens the guest's page")
            let again = try await browser.get(base)
            #expect(again.body.contains("They have a personal link.") && Self.linkPath(again.body) == nil, "shown once only")
            let twice = try await browser.post(base + "/link", [:])
            #expect(twice.status == 422 && twice.body.contains("already has a personal link"), "a replayed form makes no second link")

            let rotated = try await browser.post(base + "/link", ["rotate": "yes"])
            #expect(rotated.status == 200 && rotated.body.contains("the old one no longer works"))
            let second = try #require(Self.linkPath(rotated.body))
            #expect(second != first)
            #expect(try await browser.get(first).status == 404)
            #expect(try await browser.get(second).status == 200)

            let revoked = try await browser.post(base + "/link/revoke", [:])
            #expect(revoked.status == 303 && revoked.header("Location") == base + "?done=revoked")
            #expect(try await browser.get(base + "?done=revoked").body.contains("The link is revoked"))
            #expect(try await browser.get(second).status == 404)
        }

        try rushday.signUp("stan@example.org")
        try rushday.logIn("ada@example.org")
        #expect(try rushday.run(["events", "members", "add", "gala", "stan@example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let page = try await browser.get("/events/gala/guests/bob")
            #expect(page.status == 200 && !page.body.contains("Mail to them") && !page.body.contains("/link\""), "staff see the guest alone")
            #expect(try await browser.post("/events/gala/guests/bob/link", ["rotate": "yes"]).status == 403)
            #expect(try await browser.post("/events/gala/guests/bob/link/revoke", [:]).status == 403)
        }
    }

    /// The path of the link a page shows in its read-only field, if it shows one.
    private static func linkPath(_ body: String) -> String? {
        guard let range = body.range(of: #"value="https?://[^/"]+(/i/[A-Za-z0-9_-]+)""#, options: .regularExpression) else { return nil }
        let found = String(body[range])
        return found.range(of: #"/i/[A-Za-z0-9_-]+"#, options: .regularExpression).map { String(found[$0]) }
    }
}
