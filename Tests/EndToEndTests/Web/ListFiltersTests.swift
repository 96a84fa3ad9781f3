import Foundation
import Testing

/// Every list page has its filters as a form (a GET to the page itself, filled with what was
/// asked), doing what the command's options do; a blank field or "All" filters nothing, and a
/// choice that is none of the command's is refused with them.
@Suite struct ListFiltersTests {
    @Test func theGuestsEventsAndTicketsListsFilterThroughTheirForms() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        for (name, tag) in [("Bo <Ray>", "vip"), ("Cy Young", "press"), ("Di Prince", "vip")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--tag", tag]).status == 0)
        }
        #expect(try rushday.run(["guests", "rsvp", "gala", "cy-young", "accepted"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            let all = try await browser.get("/events/gala/guests?search=&status=&tag=&sort=")
            #expect(all.status == 200 && all.body.contains("role=\"search\"") && all.body.contains("action=\"/events/gala/guests\""))
            #expect(all.body.contains("Bo &lt;Ray&gt;") && all.body.contains("Cy Young") && all.body.contains("Di Prince"), "blanks filter nothing")

            let vip = try await browser.get("/events/gala/guests?search=&status=&tag=vip")
            #expect(vip.body.contains("Bo &lt;Ray&gt;") && vip.body.contains("Di Prince") && !vip.body.contains("Cy Young"))
            #expect(vip.body.contains("value=\"vip\" id=\"tag\""), "what was asked is filled in")

            let accepted = try await browser.get("/events/gala/guests?status=accepted&search=young")
            #expect(accepted.body.contains("Cy Young") && !accepted.body.contains("Di Prince"))
            #expect(accepted.body.contains("<option value=\"accepted\" selected"))

            let wrong = try await browser.get("/events/gala/guests?status=maybe-not")
            #expect(wrong.status == 422 && wrong.body.contains("is not one of"), "\(wrong.status)")

            let events = try await browser.get("/events?when=all&status=draft")
            #expect(events.body.contains("role=\"search\"") && events.body.contains("<option value=\"draft\" selected") && events.body.contains("Gala"))
            #expect(!(try await browser.get("/events?status=published").body.contains(">gala<")), "a draft is not published")

            let tickets = try await browser.get("/events/gala/tickets?type=&status=")
            #expect(tickets.status == 200 && tickets.body.contains("id=\"type\"") && tickets.body.contains("id=\"status\""))
        }
    }
}
