import Foundation
import Testing

/// The programme in the organiser's browser, from the same use cases as `agenda add | show |
/// update | remove | conflicts | export`: a session saved with a conflict lands on its page
/// with the conflict beside it; "Refuse it if it conflicts" refuses it with the store unchanged;
/// each refusal is beside its field; staff read but change nothing; the .ics is the command's.
@Suite struct AgendaPagesTests {
    @Test(arguments: Backend.allCases) func addTwoOverlappingSessionsEditAndRemove(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let agenda = try await browser.get("/events/gala/agenda")
            #expect(agenda.body.contains("href=\"/events/gala/new-session\"") && agenda.body.contains("href=\"/events/gala/agenda/calendar.ics\""))
            let form = ["title": "Opening <talk>", "day": "1", "starts": "19:00", "ends": "20:00", "room": "Hall", "track": "",
                        "speakers": "Ada Lovelace <ada@example.org>\nBo", "description": "", "capacity": ""]
            let added = try await browser.post("/events/gala/new-session", form)
            #expect(added.status == 303 && added.header("Location") == "/events/gala/sessions/opening-talk?done=added", "\(added.body)")
            let shown = try await browser.get("/events/gala/sessions/opening-talk?done=added")
            #expect(shown.body.contains("Opening &lt;talk&gt;") && shown.body.contains("href=\"/events/gala/sessions/opening-talk/edit\""))

            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let strict = try await browser.post("/events/gala/new-session", form.merging(["title": "Clash", "starts": "19:30", "strict": "on"]) { $1 })
            #expect(strict.status == 422 && strict.body.contains("id=\"strict-error\"") && strict.body.contains("would conflict"), "\(strict.body)")
            #expect(strict.body.contains("value=\"Clash\""))
            let noDay = try await browser.post("/events/gala/new-session", form.merging(["title": "Later", "day": ""]) { $1 })
            #expect(noDay.status == 422 && noDay.body.contains("id=\"day-error\"") || noDay.body.contains("id=\"starts-error\""), "\(noDay.body)")
            let badDay = try await browser.post("/events/gala/new-session", form.merging(["title": "Later", "day": "one"]) { $1 })
            #expect(badDay.status == 422 && badDay.body.contains("id=\"day-error\""))
            #expect(try await browser.post("/events/gala/new-session", form.merging(["title": "Clash"]) { $1 }, csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the store")

            let clash = try await browser.post("/events/gala/new-session", form.merging(["title": "Clash", "starts": "19:30", "ends": "20:30"]) { $1 })
            let clashPath = try #require(clash.header("Location"))
            let conflicted = try await browser.get(clashPath)
            #expect(conflicted.body.contains("&#39;opening-talk&#39; and &#39;clash&#39; overlap") && conflicted.body.contains("tone-warning"),
                    "the conflict beside the session saved: \(conflicted.body)")
            let conflicts = try await browser.get("/events/gala/agenda/conflicts?format=json", accept: "application/json")
            let command = try rushday.run(["agenda", "conflicts", "gala", "--format", "json"])
            #expect(conflicts.body == command.stdout, "the page's JSON is the command's")

            let edit = try await browser.get("/events/gala/sessions/clash/edit")
            #expect(edit.status == 200 && edit.body.contains("value=\"2027-06-12T19:30\"") && edit.body.contains("Ada Lovelace &lt;ada@example.org&gt;"))
            let unchanged = try await browser.post("/events/gala/sessions/clash/edit", editForm(edit.body))
            #expect(unchanged.header("Location") == "/events/gala/sessions/clash?done=unchanged", "\(unchanged.status) \(unchanged.body)")
            let moved = try await browser.post("/events/gala/sessions/clash/edit", editForm(edit.body).merging(["starts": "20:00", "ends": "21:00", "speakers": ""]) { $1 })
            #expect(moved.header("Location") == "/events/gala/sessions/clash?done=updated", "\(moved.body)")
            let session = try ConfEvent.json(try rushday.run(["agenda", "show", "gala", "clash", "--format", "json"])) as? [String: Any]
            let fields = try #require(session?["session"] as? [String: Any])
            #expect(fields["startsAt"] as? String == "2027-06-12T20:00:00+02:00" && (fields["speakers"] as? [Any])?.isEmpty == true)
            #expect((session?["conflicts"] as? [Any])?.isEmpty == true, "moved after the opening, no conflict is left")

            let ics = try await browser.get("/events/gala/agenda/calendar.ics")
            #expect(ics.header("Content-Type") == "text/calendar; charset=utf-8" && ics.body.contains("SUMMARY:Clash") && ics.body.contains("\r\n"))
            let one = try await browser.get("/events/gala/sessions/clash/calendar.ics")
            #expect(one.header("Content-Disposition") == "attachment; filename=\"gala-clash.ics\"")
            #expect(one.body.contains("SUMMARY:Clash") && !one.body.contains("SUMMARY:Opening"), "one session's calendar: \(one.body)")
            #expect(try await browser.get("/events/gala/sessions/clash/remove").body.contains(">Remove the session</button>"))
            let removed = try await browser.post("/events/gala/sessions/clash/remove", [:])
            #expect(removed.header("Location") == "/events/gala/agenda?done=removed")
            #expect(try await browser.get("/events/gala/sessions/clash").status == 404)
        }
    }

    @Test func staffReadTheProgrammeButChangeNothing() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["agenda", "add", "gala", "Opening", "--day", "1", "--starts", "19:00", "--ends", "20:00"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let agenda = try await browser.get("/events/gala/agenda")
            #expect(agenda.status == 200 && !agenda.body.contains("new-session"))
            let session = try await browser.get("/events/gala/sessions/opening")
            #expect(session.status == 200 && !session.body.contains("/edit\""))
            for path in ["/events/gala/new-session", "/events/gala/sessions/opening/edit", "/events/gala/sessions/opening/remove"] {
                #expect(try await browser.get(path).status == 403, "\(path)")
            }
            #expect(try await browser.post("/events/gala/new-session", ["title": "Mine", "day": "1", "starts": "21:00", "ends": "22:00"]).status == 403)
            #expect(try await browser.post("/events/gala/sessions/opening/remove", [:]).status == 403)
            #expect(try await browser.get("/events/gala/agenda/calendar.ics").status == 200)
        }
    }

    /// The edit form's fields as the page filled them in.
    private func editForm(_ page: String) -> [String: String] {
        var form: [String: String] = [:]
        for match in page.matches(of: /<input type="(?:text|number)" value="([^"]*)" id="[^"]*" name="([^"]*)"/) {
            form[String(match.output.2)] = String(match.output.1).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        }
        for match in page.matches(of: /<textarea[^>]* name="([^"]*)"[^>]*>([^<]*)<\/textarea>/) {
            form[String(match.output.1)] = String(match.output.2).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        }
        return form
    }
}
