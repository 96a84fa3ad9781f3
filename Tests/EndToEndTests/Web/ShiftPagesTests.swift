import Foundation
import Testing

/// The Shifts tab in the browser, from the same use case as `rushday shifts list`: signed out
/// sends to sign in, the staffing of each shift shown in words and tone, markup as text, the
/// filters as `--day` and `--understaffed`, a bad day refused beside nothing changed, and the
/// page's JSON equal to the command's.
@Suite struct ShiftPagesTests {
    @Test(arguments: Backend.allCases) func theListShowsStaffingAsTheCommandDoes(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for arguments in [["roles", "add", "gala", "Bar"],
                          ["add", "gala", "Bar <b>early</b>", "--starts", "2027-06-12T17:00", "--ends", "2027-06-12T19:00", "--need", "Bar=1"],
                          ["add", "gala", "Bar, late", "--starts", "2027-06-13T20:00", "--ends", "2027-06-13T23:00", "--need", "Bar=2"],
                          ["volunteers", "add", "gala", "Ann", "--role", "Bar"],
                          ["assign", "gala", "1", "1"]] {
            let outcome = try rushday.run(["shifts"] + arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            let signedOut = try await browser.get("/events/gala/shifts")
            #expect(signedOut.status == 303 && signedOut.header("Location")?.hasPrefix("/signin") == true)
            _ = try await browser.signIn("ada@example.org")
            let list = try await browser.get("/events/gala/shifts")
            #expect(list.status == 200 && list.body.contains("Bar &lt;b&gt;early&lt;/b&gt;") && !list.body.contains("<b>early"), "\(list.body)")
            #expect(list.body.contains(">full<") && list.body.contains(">empty<"), "each shift's staffing in words")

            let json = try await browser.get("/events/gala/shifts?format=json", accept: "application/json")
            #expect(json.body == (try rushday.run(["shifts", "list", "gala", "--format", "json"])).stdout, "the page's JSON is the command's")
            let understaffed = try await browser.get("/events/gala/shifts?understaffed=on&format=json", accept: "application/json")
            let command = try rushday.run(["shifts", "list", "gala", "--understaffed", "--format", "json"])
            #expect(understaffed.body == command.stdout && command.stdout.contains("Bar, late") && !command.stdout.contains("early"))
            let secondDay = try await browser.get("/events/gala/shifts?day=2&format=json", accept: "application/json")
            #expect(secondDay.body == (try rushday.run(["shifts", "list", "gala", "--day", "2", "--format", "json"])).stdout)

            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let badDay = try await browser.get("/events/gala/shifts?day=soon")
            #expect(badDay.status == 422 && (badDay.body.contains("is not a day&#39;s number") || badDay.body.contains("is not a day's number")),
                    "\(badDay.status) \(badDay.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before)
        }
    }
}
