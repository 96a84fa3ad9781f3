import Foundation
import Testing

/// What a server keeps of an event between its guests' pages (the event, its questions, its
/// programme, its ticket types: `KeptEventReads`) never outlives a change to it: one made through this server's
/// own forms shows on the next page at once; one made by a command in another process shows
/// once the server's watch has looked. Each page is read first, so what it shows is what was
/// kept. On both stores.
@Suite struct KeptEventReadsTests {
    @Test(arguments: Backend.allCases) func aChangeToTheEventItsQuestionsOrItsProgrammeShowsOnTheNextPages(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let links = try ["ann", "bob"].map { guest in
            let outcome = try rushday.run(["guests", "link", "gala", guest, "--public-url", "https://rsvp.example.org"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return String(outcome.stdout.trimmingCharacters(in: .newlines).dropFirst("https://rsvp.example.org".count))
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            for link in links { #expect(try await browser.get(link).body.contains("name=\"q-song\"")) }

            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/questions").status == 200)
            let added = try await browser.post("/events/gala/questions", ["key": "dessert", "kind": "text", "prompt": "Which dessert?"])
            #expect(added.status == 303, "\(added.status) \(added.body)")
            for link in links {
                let page = try await browser.get(link)
                #expect(page.body.contains("name=\"q-dessert\""), "the server's own form, at once: \(link)")
            }

            #expect(try rushday.run(["guests", "questions", "remove", "gala", "song"]).status == 0)
            for link in links {
                let page = try await browser.get(link) { !$0.body.contains("name=\"q-song\"") }
                #expect(!page.body.contains("name=\"q-song\"") && page.body.contains("name=\"q-dessert\""), "\(link)")
            }

            #expect(try rushday.run(["agenda", "add", "gala", "Toasts <b>now</b>", "--day", "1", "--starts", "20:00", "--ends", "20:30"]).status == 0)
            for link in links {
                let page = try await browser.get(link) { $0.body.contains("Toasts &lt;b&gt;now&lt;/b&gt;") }
                #expect(page.body.contains("Toasts &lt;b&gt;now&lt;/b&gt;") && !page.body.contains("<b>now"), "\(link)")
            }

            #expect(try rushday.run(["events", "update", "gala", "--title", "Summer <i>Gala</i>"]).status == 0)
            for link in links {
                let page = try await browser.get(link) { $0.body.contains("Summer &lt;i&gt;Gala&lt;/i&gt;") }
                #expect(page.body.contains("Summer &lt;i&gt;Gala&lt;/i&gt;") && page.body.contains("Toasts &lt;b&gt;now&lt;/b&gt;"), "\(link)")
            }

            #expect(try rushday.run(["events", "update", "gala", "--guest-pages", "off"]).status == 0)
            for link in links { #expect(try await browser.get(link) { $0.status != 200 }.status == 403, "\(link)") }
        }
    }

    /// A guest's page of an event without ticket types reads no tickets (it has none), keeping
    /// the event's empty types; types added and a ticket issued by a command in another process
    /// show there once the server's watch has looked.
    @Test(arguments: Backend.allCases) func aTicketIssuedOnceTheEventHasTypesShowsOnTheGuestsPage(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        #expect(try rushday.run(["guests", "rsvp", "gala", "ann", "accepted"]).status == 0)
        let outcome = try rushday.run(["guests", "link", "gala", "ann", "--public-url", "https://rsvp.example.org"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let link = String(outcome.stdout.trimmingCharacters(in: .newlines).dropFirst("https://rsvp.example.org".count))
        try await WebTestSite(rushday: rushday).visit { browser in
            let before = try await browser.get(link)
            #expect(before.status == 200 && !before.body.contains("data-reference="))

            #expect(try rushday.run(["tickets", "types", "add", "gala", "regular", "--price", "25.00"]).status == 0)
            let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--guest", "ann", "--format", "json"])
            let list = try JSONSerialization.jsonObject(with: Data(issued.stdout.utf8)) as? [[String: Any]]
            let reference = try #require(list?.first?["reference"] as? String, "\(issued.stdout) \(issued.stderr)")
            let page = try await browser.get(link) { $0.body.contains("data-reference=\"\(reference)\"") }
            #expect(page.body.contains("data-reference=\"\(reference)\""))
        }
    }
}
