import Foundation
import Testing

/// The guest list page shows 50 guests at a time under the event's counts per status: which
/// guests of how many, links to the pages before and after keeping the filters, a page number
/// that is none refused; a download is still the whole filtered list.
@Suite struct GuestListPartsTests {
    @Test(arguments: Backend.allCases) func theListIsShownAPageAtATimeUnderItsCountsPerStatus(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 500, backend: backend)
        let file = rushday.root.appendingPathComponent("list.csv")
        // 120 guests named so the name order is their number's; 30 accepted, 5 declined.
        let rows = (1...120).map { number in
            "Guest \(String(format: "%03d", number)),g\(number)@example.org,\(number <= 30 ? "accepted" : number <= 35 ? "declined" : ""),\(number.isMultiple(of: 10) ? "vip" : "")"
        }
        try Data((["name,email,status,tags"] + rows).joined(separator: "\n").utf8).write(to: file)
        let imported = try rushday.run(["guests", "import", "gala", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            let first = try await browser.get("/events/gala/guests")
            #expect(first.status == 200)
            #expect(first.body.contains("Guests 1–50 of 120 · page 1 of 3"), "\(first.body)")
            #expect(first.body.contains("Guest 001") && first.body.contains("Guest 050") && !first.body.contains("Guest 051"))
            #expect(first.body.contains("href=\"/events/gala/guests?page=2\">Next page") && !first.body.contains("Previous page"))
            #expect(first.body.contains("aria-current=\"page\">All 120<") && first.body.contains(">Accepted 30<")
                    && first.body.contains(">Declined 5<") && first.body.contains(">Invited 85<") && first.body.contains(">Waitlisted 0<"))
            #expect(first.body.contains("href=\"/events/gala/guests?status=accepted\""))

            let last = try await browser.get("/events/gala/guests?page=3")
            #expect(last.body.contains("Guests 101–120 of 120 · page 3 of 3") && last.body.contains("Guest 120") && !last.body.contains("Guest 100<"))
            #expect(last.body.contains("href=\"/events/gala/guests?page=2\">Previous page") && !last.body.contains("Next page"))

            // The filters stay on every link; the counts are the event's, whatever the filters.
            let accepted = try await browser.get("/events/gala/guests?status=accepted&search=guest&sort=status")
            #expect(accepted.body.contains("Guests 1–30 of 30 · page 1 of 1") && accepted.body.contains(">Invited 85<"))
            #expect(accepted.body.contains("aria-current=\"page\">Accepted 30<"))
            #expect(accepted.body.contains("href=\"/events/gala/guests?search=guest&amp;sort=status&amp;status=declined\""))
            let vips = try await browser.get("/events/gala/guests?tag=VIP&page=1")
            #expect(vips.body.contains("Guests 1–12 of 12 · page 1 of 1"), "tags match ignoring case")

            let past = try await browser.get("/events/gala/guests?page=9")
            #expect(past.status == 200 && past.body.contains("Page 9 is past the end of the list, which has 3 pages."))
            for wrong in ["0", "two", "-1", "99999999999999999999"] {
                let refused = try await browser.get("/events/gala/guests?page=\(wrong)")
                #expect(refused.status == 422 && refused.body.contains("is not a page number"), "\(wrong): \(refused.status)")
            }

            let csv = try await browser.get("/events/gala/guests?format=csv&tag=vip")
            #expect(csv.body.split(separator: "\n").count == 13, "a download is the whole filtered list")
            let json = try await browser.get("/events/gala/guests?format=json")
            #expect((try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [Any])?.count == 120)
        }
        let part = try rushday.run(["guests", "list", "gala", "--sort", "name", "--offset", "118", "--limit", "5", "--format", "json"])
        let handles = (try JSONSerialization.jsonObject(with: Data(part.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["handle"] as? String }
        #expect(handles == ["guest-119", "guest-120"], "\(part.stderr)")
        let none = try rushday.run(["guests", "list", "gala", "--limit", "0"])
        #expect(none.status == 65 && none.stderr.contains("--limit: must be 1 or more"), "\(none.stderr)")
    }
}
