import Foundation
import Testing

/// Capacity on the guests' own pages, on both stores: an acceptance that does not fit is told
/// its place in line; a decline on another guest's page lets it in, and its page says so.
@Suite struct GuestPageWaitlistTests {
    @Test(arguments: Backend.allCases) func aWaitingGuestsPageShowsThePlaceThenThePromotion(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 3, backend: backend)
        for arguments in [["guests", "add", "gala", "Ann", "--party", "2"], ["guests", "add", "gala", "Bob", "--party", "1"],
                          ["guests", "add", "gala", "Cat"]] {
            #expect(try rushday.run(arguments).status == 0)
        }
        let ann = try GuestLinks.give(rushday, "ann"), bob = try GuestLinks.give(rushday, "bob"), cat = try GuestLinks.give(rushday, "cat")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(ann)
            #expect(try await browser.post(ann, ["answer": "accepted", "party": "2"]).status == 303)
            #expect(try await browser.post(bob, ["answer": "accepted", "party": "1"]).status == 303)
            #expect(try await browser.post(cat, ["answer": "accepted"]).status == 303)
            for (link, place) in [(bob, 1), (cat, 2)] {
                let page = try await browser.get(link + "?saved=1")
                #expect(page.body.contains("data-status=\"waitlisted\""))
                #expect(page.body.contains("on the waitlist, number \(place) in line."), "\(link)")
            }
            #expect(try await browser.post(ann, ["answer": "declined", "party": "2"]).status == 303)
            for link in [bob, cat] {
                let page = try await browser.get(link)
                #expect(page.body.contains("data-status=\"accepted\""))
                #expect(page.body.contains("A place opened up: you are coming"))
            }
            #expect(try await browser.get(ann).body.contains("data-status=\"declined\">You are not coming.</p>"))
        }
        let heads = try rushday.run(["guests", "list", "gala", "--status", "accepted", "--format", "json"]).stdout
        let accepted = try JSONSerialization.jsonObject(with: Data(heads.utf8)) as? [[String: Any]] ?? []
        #expect(accepted.compactMap { $0["handle"] as? String }.sorted() == ["bob", "cat"])
    }
}
