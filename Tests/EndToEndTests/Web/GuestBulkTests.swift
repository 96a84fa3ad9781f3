import Foundation
import Testing

/// Many guests changed at once from the guest list, as `guests tag` and `guests invite` change
/// them: the guests chosen by their rows' boxes, or every guest the list's filters keep, on every
/// page; each says how many it changed; a refusal is drawn beside its field with the store
/// unchanged; staff are refused.
@Suite struct GuestBulkTests {
    @Test(arguments: Backend.allCases) func tagUntagAndInviteTheGuestsOfAFilter(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for (name, email) in [("Ann", "ann@example.org"), ("Bob", "bob@example.org"), ("Cy", "cy@example.org"), ("Dee", "dee@example.org")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", email]).status == 0)
        }
        #expect(try rushday.run(["guests", "rsvp", "gala", "dee", "accepted"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let list = try await browser.get("/events/gala/guests?status=invited&search=")
            #expect(list.body.contains("href=\"/events/gala/guests/bulk?status=invited\">Tag or invite all 3 guests of the list"), "\(list.body)")
            let page = try await browser.get("/events/gala/guests/bulk?status=invited")
            #expect(page.status == 200 && page.body.contains("Change 3 guests at once") && page.body.contains("name=\"status\" value=\"invited\""))

            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let blank = try await browser.post("/events/gala/guests/bulk", ["status": "invited", "action": "tag", "name": " "])
            #expect(blank.status == 422 && blank.body.contains("id=\"name-error\"") && blank.body.contains("Change 3 guests at once"), "\(blank.status)")
            let unknown = try await browser.post("/events/gala/guests/bulk", ["status": "invited", "action": "delete", "name": "vip"])
            #expect(unknown.status == 422 && unknown.body.contains("id=\"action-error\""))
            let forged = try await browser.post("/events/gala/guests/bulk", ["status": "invited", "action": "tag", "name": "vip"], csrf: false)
            #expect(forged.status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")

            let tagged = try await browser.post("/events/gala/guests/bulk", ["status": "invited", "action": "tag", "name": "<b>vip</b>"])
            #expect(tagged.status == 303)
            let back = try #require(tagged.header("Location"))
            #expect(back == "/events/gala/guests?changed=3&done=tagged&name=%3Cb%3Evip%3C%2Fb%3E&status=invited", "\(back)")
            let said = try await browser.get(back)
            #expect(said.body.contains("Tagged 3 guests &#39;&lt;b&gt;vip&lt;/b&gt;&#39;."), "\(said.body)")
            let untagged = try await browser.post("/events/gala/guests/bulk", ["search": "bob", "action": "untag", "name": "<B>VIP</B>"])
            #expect(untagged.header("Location")?.contains("changed=1&done=untagged") == true)

            let invited = try await browser.post("/events/gala/guests/bulk", ["tag": "<b>vip</b>", "action": "invite"])
            #expect(invited.status == 303 && invited.header("Location") == "/events/gala/mail?done=invited&count=2&skipped=0", "\(invited.header("Location") ?? "")")
        }
        let listed = try #require(try ConfEvent.json(try rushday.run(["guests", "list", "gala", "--tag", "<B>VIP</B>", "--format", "json"])) as? [[String: Any]])
        #expect(listed.compactMap { $0["handle"] as? String } == ["ann", "cy"])
        let mail = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(mail.compactMap { $0["to"] as? String }.sorted() == ["ann@example.org", "cy@example.org"])

        let cli = try rushday.run(["guests", "tag", "gala", "late", "--status", "accepted", "--format", "json"])
        let summary = try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any]
        #expect(summary?["chosen"] as? Int == 1 && summary?["changed"] as? Int == 1 && summary?["tag"] as? String == "late", "\(cli.stdout) \(cli.stderr)")
        let both = try rushday.run(["guests", "tag", "gala", "late", "dee", "--status", "accepted"])
        #expect(both.status == 64, "names and filters are one or the other")
        let byTag = try rushday.run(["guests", "invite", "gala", "--status", "accepted", "--tag", "late"])
        #expect(byTag.status == 0 && byTag.stdout.contains("Queued 1 invitation"), "\(byTag.stdout)")
    }

    /// Boxes on the list's rows choose guests for the bulk form, which carries them into its
    /// post: a tag, links and tickets go to those chosen and no one else; a guest chosen who is
    /// not on the list refuses the whole change.
    @Test(arguments: Backend.allCases) func theGuestsChosenByTheirBoxesAreChangedAndNoOneElse(backend: Backend) async throws {
        let rushday = try TicketedGala.owned(backend: backend)
        for name in ["Ann", "Bob", "Cy"] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", "\(name.lowercased())@example.org"]).status == 0)
            #expect(try rushday.run(["guests", "rsvp", "gala", name.lowercased(), "accepted"]).status == 0)
            #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--guest", name.lowercased()]).status == 0)
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let list = try await browser.get("/events/gala/guests")
            #expect(list.body.contains("<input type=\"checkbox\" form=\"chosen-guests\" name=\"guest-ann\" aria-label=\"Choose ann\"/>"), "\(list.body)")
            #expect(list.body.contains("<form id=\"chosen-guests\" class=\"chosen-guests\" method=\"get\" action=\"/events/gala/guests/bulk\">"), "\(list.body)")
            let csv = try await browser.get("/events/gala/guests?format=csv")
            #expect(!csv.body.contains("checkbox") && !csv.body.contains("Choose"), "a download holds the boxes")

            let page = try await browser.get("/events/gala/guests/bulk?guest-ann=on&guest-cy=on")
            #expect(page.status == 200 && page.body.contains("Change 2 guests at once") && page.body.contains("The guests chosen on the list: ann, cy."), "\(page.body)")
            #expect(page.body.contains("name=\"guest-ann\" value=\"on\"") && page.body.contains("name=\"guest-cy\" value=\"on\""))

            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let stranger = try await browser.post("/events/gala/guests/bulk", ["guest-ann": "on", "guest-zed": "on", "action": "tag", "name": "vip"])
            #expect(stranger.status == 404 && stranger.body.contains("no guest &#39;zed&#39; on the list of &#39;gala&#39;")
                    && stranger.body.contains("Change 2 guests at once"), "\(stranger.status) \(stranger.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")

            _ = try await browser.get("/events/gala/guests/bulk?guest-ann=on&guest-cy=on")
            let tagged = try await browser.post("/events/gala/guests/bulk", ["guest-ann": "on", "guest-cy": "on", "action": "tag", "name": "vip"])
            #expect(tagged.status == 303 && tagged.header("Location")?.contains("changed=2&done=tagged") == true, "\(tagged.header("Location") ?? "")")
            let links = try await browser.post("/events/gala/guests/bulk", ["guest-bob": "on", "action": "links"])
            let rows = links.body.split(separator: "\n").map(String.init)
            #expect(rows.count == 2 && rows.last?.hasPrefix("bob,Bob,bob@example.org,") == true, "\(links.body)")
            let sent = try await browser.post("/events/gala/guests/bulk", ["guest-cy": "on", "action": "tickets"])
            #expect(sent.header("Location") == "/events/gala/mail?done=tickets&count=1&skipped=0", "\(sent.header("Location") ?? "")")
        }
        let tagged = try #require(try ConfEvent.json(try rushday.run(["guests", "list", "gala", "--tag", "vip", "--format", "json"])) as? [[String: Any]])
        #expect(tagged.compactMap { $0["handle"] as? String } == ["ann", "cy"])
        let mail = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(mail.filter { $0["kind"] as? String == "tickets" }.compactMap { $0["to"] as? String } == ["cy@example.org"])
        let named = try rushday.run(["guests", "links", "gala", "ann", "--public-url", "https://rsvp.example.org", "--format", "csv"])
        #expect(named.status == 0 && named.stdout.split(separator: "\n").count == 2 && named.stdout.contains("ann,Ann,"), "\(named.stdout) \(named.stderr)")
        #expect(try rushday.run(["guests", "links", "gala", "ann", "--tag", "vip", "--public-url", "https://rsvp.example.org"]).status == 64,
                "names and filters are one or the other")
    }

    /// Personal links for the guests a filter keeps, answered as a CSV file (never in an
    /// address): each opens its guest's page; those who hold one are left out unless replaced.
    @Test(arguments: Backend.allCases) func linksForAFilterAreAFileToSave(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for (name, email) in [("Ann", "ann@example.org"), ("Bob", "bob@example.org"), ("Cy", "cy@example.org")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", email, "--tag", name == "Cy" ? "crew" : "vip"]).status == 0)
        }
        #expect(try rushday.run(["guests", "link", "gala", "bob", "--public-url", "https://rsvp.example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/guests/bulk?tag=vip")
            let made = try await browser.post("/events/gala/guests/bulk", ["tag": "vip", "action": "links"])
            #expect(made.status == 200 && made.header("Content-Disposition") == "attachment; filename=\"gala-links.csv\"", "\(made.status)")
            let rows = made.body.split(separator: "\n").map(String.init)
            #expect(rows.first == "guest,name,email,link" && rows.count == 2, "Bob holds a link already: \(made.body)")
            let link = try #require(rows.last?.split(separator: ",").last.map(String.init))
            #expect(link.hasPrefix("http://") && link.contains("/i/") && rows.last?.hasPrefix("ann,Ann,ann@example.org,") == true, "\(link)")
            let path = String(link[try #require(link.range(of: "/i/")).lowerBound...])
            #expect(try await WebBrowser(client: browser.client).get(path).status == 200, "the link opens Ann's page")
            _ = try await browser.get("/events/gala/guests/bulk?tag=vip")
            let replaced = try await browser.post("/events/gala/guests/bulk", ["tag": "vip", "action": "links", "rotate": "on"])
            #expect(replaced.body.split(separator: "\n").count == 3, "with the box, Bob's is replaced too: \(replaced.body)")
            #expect(try await WebBrowser(client: browser.client).get(path).status == 404, "Ann's first link stops working")
            _ = try await browser.get("/events/gala/guests/bulk?tag=vip")
            #expect(try await browser.post("/events/gala/guests/bulk", ["tag": "vip", "action": "links"], csrf: false).status == 403)
        }
        let cli = try rushday.run(["guests", "links", "gala", "--tag", "crew", "--public-url", "https://rsvp.example.org", "--format", "csv"])
        #expect(cli.status == 0 && cli.stdout.split(separator: "\n").count == 2 && cli.stdout.contains("cy,Cy,cy@example.org,https://rsvp.example.org/i/"), "\(cli.stdout)")
    }

    /// The tickets of the guests a filter keeps, mailed as `tickets send` mails them: one mail
    /// per guest, with all their valid tickets; other guests' tickets stay unsent.
    @Test(arguments: Backend.allCases) func ticketsForAFilterAreMailed(backend: Backend) async throws {
        let rushday = try TicketedGala.owned(backend: backend)
        for (name, tag) in [("Ann", "vip"), ("Bob", "vip"), ("Cy", "crew")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", "\(name.lowercased())@example.org", "--tag", tag]).status == 0)
            #expect(try rushday.run(["guests", "rsvp", "gala", name.lowercased(), "accepted"]).status == 0)
            let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--guest", name.lowercased()])
            #expect(issued.status == 0, "\(issued.stderr)")
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/guests/bulk?tag=vip")
            let sent = try await browser.post("/events/gala/guests/bulk", ["tag": "vip", "action": "tickets"])
            #expect(sent.status == 303 && sent.header("Location") == "/events/gala/mail?done=tickets&count=2&skipped=0", "\(sent.status) \(sent.header("Location") ?? "")")
            #expect(try await browser.get("/events/gala/mail?done=tickets&count=2&skipped=0").body.contains("2 ticket mails queued."))
            let again = try await browser.post("/events/gala/guests/bulk", ["tag": "vip", "action": "tickets", "unsent": "on"])
            #expect(again.header("Location") == "/events/gala/mail?done=tickets&count=0&skipped=0", "mailed before, left out")
        }
        let mail = try #require(try ConfEvent.json(try rushday.run(["mail", "outbox", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(mail.filter { $0["kind"] as? String == "tickets" }.compactMap { $0["to"] as? String }.sorted() == ["ann@example.org", "bob@example.org"])
    }

    @Test func staffAreRefusedTheBulkForm() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["guests", "add", "gala", "Ann"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(!(try await browser.get("/events/gala/guests").body.contains("/guests/bulk")))
            #expect(try await browser.get("/events/gala/guests/bulk").status == 403)
            #expect(try await browser.post("/events/gala/guests/bulk", ["action": "tag", "name": "vip"]).status == 403)
        }
    }
}
