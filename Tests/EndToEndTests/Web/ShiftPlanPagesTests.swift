import Foundation
import Glibc
import HTTPTypes
import Testing

/// The organiser's plan page `/events/EVENT/shifts/plan` and the Shifts tab's staffing grid, on
/// both stores (the other forms: `ShiftPlanCommandFormsTests`): the first four forms done (303 to the tab, saying so) with the store as the
/// command line shows it; each refusal 422 beside its field in the form that was posted, what was
/// typed kept, the store exactly as it was; staff checking volunteers in and refused the rest
/// (403); forms without their token; markup typed shown as text; the grid's cells toned by
/// staffing and its live stream; the dashboard's Shifts section.
///
/// Every test starts from `VolunteerLinks.gala`: #1 Early bar (Cleo on it, full), #2 Late bar,
/// #3 Door, #4 Clean-up (Dan on it, half), #5 Relief, #6 Set-up (in the past); volunteers #1 Ann,
/// #2 Bob, #3 Cleo, #4 Dan.
@Suite struct ShiftPlanPagesTests {
    typealias Links = VolunteerLinks
    typealias Plan = ShiftPlanPages

    // MARK: - Each form done

    /// A shift, a volunteer, a seat, a check-in and a check-out, each through its form: 303 to
    /// the Shifts tab with its notice; the store as `shifts show`, `shifts volunteers list` show it,
    /// equal to what the same command makes; the grid shows the new shift.
    @Test(arguments: Backend.allCases) func eachFormIsDoneAndTheStoreShowsIt(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            let signedOut = try await browser.get("/events/gala/shifts/plan")
            #expect(signedOut.status == 303 && signedOut.header("Location")?.hasPrefix("/signin") == true, "\(signedOut.status)")
            _ = try await browser.signIn("ada@example.org")
            let tab = try await browser.get("/events/gala/shifts")
            #expect(tab.status == 200 && tab.body.contains("<a href=\"/events/gala/shifts/plan\">Plan the shifts</a>"), "the tab leads to the plan page")
            let page = try await browser.get("/events/gala/shifts/plan")
            #expect(page.status == 200 && page.body.contains("<h1>Plan the shifts</h1>"), "\(page.status)")
            #expect(Plan.forms(page.body) == Plan.organiserForms, "\(Plan.forms(page.body))")
            #expect(page.body.contains("<a href=\"/events/gala/shifts\">Back to the shifts</a>"))
            #expect(!page.body.contains("field-error") && !page.body.contains("form-error"), "a fresh page refuses nothing")

            // A shift, in the event's zone, over midnight, needing two roles.
            let shift = try await browser.post("/events/gala/shifts/new-shift", [
                "title": "Night bar", "starts": "2027-06-13T22:00", "ends": "2027-06-14T01:00", "place": "Tent", "need": "Bar=2, Door=1"])
            #expect(shift.status == 303 && shift.header("Location") == "/events/gala/shifts?done=shift-added", "\(shift.status) \(Plan.refusals(shift.body))")
            let added = try await browser.get("/events/gala/shifts?done=shift-added")
            #expect(Plan.notice(added.body) == "The shift is added.", "\(Plan.notice(added.body) ?? "no notice")")
            #expect(Plan.gridCells(added.body).contains(.init(tone: "tone-error", text: "#7 Night bar 22:00–01:00 0/3")), "\(Plan.gridCells(added.body))")
            let night = try Plan.object(rushday, ["shifts", "show", "gala", "7"])
            #expect(night["title"] as? String == "Night bar" && night["place"] as? String == "Tent", "\(night)")
            #expect(night["starts"] as? String == "2027-06-13T22:00:00+02:00" && night["ends"] as? String == "2027-06-14T01:00:00+02:00", "\(night)")
            #expect(Plan.needs(night) == ["Bar=2", "Door=1"] && night["staffing"] as? String == "empty", "\(night)")
            // The command given the same makes the same shift.
            try Links.run(rushday, ["shifts", "add", "gala", "Night bar", "--starts", "2027-06-13T22:00", "--ends", "2027-06-14T01:00",
                                    "--place", "Tent", "--need", "Bar=2", "--need", "Door=1"])
            #expect(Plan.without(night, "number") == Plan.without(try Plan.object(rushday, ["shifts", "show", "gala", "8"]), "number"))

            // A volunteer with every field; the role that needs approval held unapproved.
            let volunteer = try await browser.post("/events/gala/shifts/new-volunteer", [
                "name": "Eve Stone", "email": "eve@example.org", "phone": "+49 30 1234 567", "role": "Bar, Door", "household": "Stone"])
            #expect(volunteer.status == 303 && volunteer.header("Location") == "/events/gala/shifts?done=volunteer-added",
                    "\(volunteer.status) \(Plan.refusals(volunteer.body))")
            #expect(Plan.notice(try await browser.get("/events/gala/shifts?done=volunteer-added").body) == "The volunteer is added.")
            let eve = try #require(try Plan.volunteer(rushday, 5))
            #expect(eve["name"] as? String == "Eve Stone" && eve["email"] as? String == "eve@example.org", "\(eve)")
            #expect(eve["phone"] as? String == "+49 30 1234 567" && eve["household"] as? String == "Stone", "\(eve)")
            #expect(Plan.roles(eve) == ["Bar": true, "Door": false], "\(eve)")
            try Links.run(rushday, ["shifts", "volunteers", "add", "gala", "Eve Stone", "--phone", "+49 30 1234 567", "--role", "Bar",
                                    "--role", "Door", "--household", "Stone"])
            let made = try #require(try Plan.volunteer(rushday, 6))
            #expect(Plan.without(eve, "number", "email") == Plan.without(made, "number", "email"), "the command makes the same volunteer")

            // Eve on the night shift, then checked in and out.
            let assigned = try await browser.post("/events/gala/shifts/assign", ["shift": "7", "volunteer": "5", "role": "Bar"])
            #expect(assigned.status == 303 && assigned.header("Location") == "/events/gala/shifts?done=assigned", "\(assigned.status) \(Plan.refusals(assigned.body))")
            let tabAssigned = try await browser.get("/events/gala/shifts?done=assigned")
            #expect(Plan.notice(tabAssigned.body) == "The volunteer is on the shift.")
            #expect(Plan.gridCells(tabAssigned.body).contains(.init(tone: "tone-warning", text: "#7 Night bar 22:00–01:00 1/3")),
                    "one of three places taken: \(Plan.gridCells(tabAssigned.body))")
            #expect(try Links.onShift(rushday, 7) == [5])
            #expect(try Plan.volunteer(rushday, 5)?["shifts"] as? [Int] == [7])

            let before = Date().addingTimeInterval(-2)
            let checkedIn = try await browser.post("/events/gala/shifts/attendance", ["shift": "7", "volunteer": "5", "action": "in"])
            #expect(checkedIn.status == 303 && checkedIn.header("Location") == "/events/gala/shifts?done=checked-in", "\(checkedIn.status) \(Plan.refusals(checkedIn.body))")
            #expect(Plan.notice(try await browser.get("/events/gala/shifts?done=checked-in").body) == "Checked in.")
            let inside = try #require(try Plan.seat(rushday, shift: 7, volunteer: 5))
            let came = try #require((inside["checkedIn"] as? String).flatMap(Plan.date), "\(inside)")
            #expect(came >= before && came <= Date().addingTimeInterval(2), "checked in now: \(came)")
            #expect(inside["checkedOut"] is NSNull, "\(inside)")

            let checkedOut = try await browser.post("/events/gala/shifts/attendance", ["shift": "7", "volunteer": "5", "action": "out"])
            #expect(checkedOut.status == 303 && checkedOut.header("Location") == "/events/gala/shifts?done=checked-out", "\(checkedOut.status) \(Plan.refusals(checkedOut.body))")
            #expect(Plan.notice(try await browser.get("/events/gala/shifts?done=checked-out").body) == "Checked out.")
            let outside = try #require(try Plan.seat(rushday, shift: 7, volunteer: 5))
            #expect(outside["checkedIn"] as? String == inside["checkedIn"] as? String && outside["checkedOut"] as? String != nil, "\(outside)")

            // A `done` the tab does not know says nothing.
            #expect(Plan.notice(try await browser.get("/events/gala/shifts?done=deleted").body) == nil)
            // The plan page now offers the new shift and volunteer.
            let again = try await browser.get("/events/gala/shifts/plan")
            #expect(again.body.contains("<option value=\"7\">#7 Night bar, 2027-06-13 22:00 +02:00</option>"), "the new shift offered")
            #expect(again.body.contains("<option value=\"5\">#5 Eve Stone</option>"), "the new volunteer offered")
        }
    }

    // MARK: - Refusals

    /// Each refusal: 422, the plan page with the reason beside the field it names, in the form
    /// that was posted alone, what was typed kept there (and in no other form), the store
    /// exactly as it was.
    @Test(arguments: Backend.allCases) func everyRefusalIsBesideItsFieldAndChangesNothing(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let shift = ["title": "<b>Late</b> bar", "starts": "2027-06-12T21:00", "ends": "2027-06-12T23:00", "place": "Tent", "need": "Bar=1"]
        let volunteer = ["name": "Eve Stone", "email": "eve@example.org", "phone": "+49 30 1234", "role": "Bar", "household": "Stone"]
        let refusals: [ShiftPlanPages.Refusal] = [
            .init("bad time", "new-shift", shift.merging(["starts": "soon"]) { $1 }, field: "starts",
                  reason: "'soon' is not a date-time; write it like 2026-12-12T19:00 (read in Europe/Berlin) or 2026-12-12T19:00+01:00"),
            .init("end before start", "new-shift", shift.merging(["ends": "2027-06-12T20:00"]) { $1 }, field: "ends",
                  reason: "a shift must end after it starts"),
            .init("end as it starts", "new-shift", shift.merging(["ends": "2027-06-12T21:00"]) { $1 }, field: "ends",
                  reason: "a shift must end after it starts"),
            .init("unknown role in need", "new-shift", shift.merging(["need": "Bar=1, Cook=2"]) { $1 }, field: "need",
                  reason: "no role 'Cook' in 'gala'; its roles are 'Bar', 'Door'"),
            .init("need not ROLE=N", "new-shift", shift.merging(["need": "Bar"]) { $1 }, field: "need",
                  reason: "'Bar' is not ROLE=N; say how many of a role, like Bar=2 (0 to 1000)"),
            .init("blank title", "new-shift", shift.merging(["title": "  "]) { $1 }, field: "title",
                  reason: "is blank; give one, like 'Bar, evening'"),
            .init("missing name", "new-volunteer", volunteer.merging(["name": " "]) { $1 }, field: "name",
                  reason: "is blank; give one, like 'Ada Lovelace'"),
            .init("bad email", "new-volunteer", volunteer.merging(["email": "eve-at-example"]) { $1 }, field: "email",
                  reason: "'eve-at-example' is not an email address; write one like ada@example.org"),
            .init("email taken", "new-volunteer", volunteer.merging(["email": "ann@example.org"]) { $1 }, field: "email",
                  reason: "ann@example.org is volunteer #1 of this event already"),
            .init("unknown role", "new-volunteer", volunteer.merging(["role": "Bar, Cook"]) { $1 }, field: "role",
                  reason: "no role 'Cook' in 'gala'; its roles are 'Bar', 'Door'"),
            .init("bad phone", "new-volunteer", volunteer.merging(["phone": "call me"]) { $1 }, field: "phone",
                  reason: "'call me' is not a phone number"),
            .init("full shift", "assign", ["shift": "1", "volunteer": "1", "role": "Bar"], field: "shift",
                  reason: "shift #1 is full for 'Bar' (1 of 1 taken)"),
            .init("overlap", "assign", ["shift": "2", "volunteer": "3", "role": "Bar"], field: "shift",
                  reason: "shift #2 overlaps shift #1 (Saturday 12 June 2027, 17:00–19:00, Berlin time), which 'Cleo Park' is on"),
            .init("on it already", "assign", ["shift": "1", "volunteer": "3", "role": ""], field: "volunteer", reason: "already on shift #1"),
            .init("role not held", "assign", ["shift": "3", "volunteer": "1", "role": "Door"], field: "role",
                  reason: "'Ann Smith' is not in the role 'Door'; give them the role first"),
            .init("not on the shift", "attendance", ["shift": "2", "volunteer": "1", "action": "in"], field: "volunteer",
                  reason: "'Ann Smith' is not on shift #2"),
            .init("out before in", "attendance", ["shift": "1", "volunteer": "3", "action": "out"], field: "volunteer",
                  reason: "'Cleo Park' has not checked in to shift #1; check them in first"),
        ]
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let before = try Links.dump(rushday)
            for refusal in refusals {
                let answer = try await browser.post("/events/gala/shifts/" + refusal.plan, refusal.form)
                #expect(answer.status == 422, "\(refusal.name): \(answer.status) \(answer.header("Location") ?? "")")
                #expect(answer.body.contains("<h1>Plan the shifts</h1>") && Plan.forms(answer.body) == Plan.organiserForms,
                        "\(refusal.name): the plan page again, every form on it")
                // The reason beside its field, in the posted form, and no refusal anywhere else.
                let said = Plan.refusals(answer.body)
                #expect(said.count == 1 && said.first?.id == "\(refusal.plan)-\(refusal.field)-error", "\(refusal.name): \(said)")
                #expect(said.first?.form == refusal.plan, "\(refusal.name): beside a field of the form posted: \(said)")
                #expect(said.first.map { Links.unescaped($0.text).hasPrefix(refusal.reason) } == true, "\(refusal.name): \(said)")
                #expect(Plan.control(answer.body, "\(refusal.plan)-\(refusal.field)")?.contains("aria-invalid=\"true\"") == true,
                        "\(refusal.name): the field is marked invalid")
                // What was typed, kept in that form; the other forms empty.
                for (name, typed) in refusal.form where name != "action" {
                    let id = "\(refusal.plan)-\(name)"
                    #expect(Plan.value(answer.body, id) == typed, "\(refusal.name): #\(id) holds \(Plan.value(answer.body, id) ?? "nothing"), not \(typed)")
                }
                for (plan, names) in Plan.fields where plan != refusal.plan {
                    for name in names where !["shift", "volunteer"].contains(name) {
                        #expect(Plan.value(answer.body, "\(plan)-\(name)") == "", "\(refusal.name): #\(plan)-\(name) is not empty")
                    }
                }
            }
            #expect(try Links.dump(rushday) == before, "a refusal changed the store")
            // The same forms, put right, are done: the dump above would have seen them.
            let done = try await browser.post("/events/gala/shifts/new-shift", shift)
            #expect(done.status == 303, "\(Plan.refusals(done.body))")
            #expect(try Links.dump(rushday) != before)
        }
        #expect(try Links.onShift(rushday, 1) == [3] && Links.onShift(rushday, 2).isEmpty && Links.onShift(rushday, 3).isEmpty)
    }

    /// A shift or volunteer named that the event has not: the plan page again under 404, the
    /// reason beside the field, the store as it was.
    @Test(arguments: Backend.allCases) func anUnknownShiftOrVolunteerIsNamedBesideItsField(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let before = try Links.dump(rushday)
            for (plan, form, field, reason) in [
                ("assign", ["shift": "99", "volunteer": "1"], "shift", "no shift '99' in 'gala'"),
                ("assign", ["shift": "2", "volunteer": "nobody@example.org"], "volunteer", "no volunteer 'nobody@example.org' in 'gala'"),
                ("attendance", ["shift": "99", "volunteer": "3", "action": "in"], "shift", "no shift '99' in 'gala'"),
            ] {
                let answer = try await browser.post("/events/gala/shifts/" + plan, form)
                #expect(answer.status == 404, "\(plan) \(form): \(answer.status)")
                let said = Plan.refusals(answer.body)
                #expect(said.count == 1 && said.first?.id == "\(plan)-\(field)-error" && said.first?.form == plan, "\(plan) \(form): \(said)")
                #expect(said.first.map { Links.unescaped($0.text).hasPrefix(reason) } == true, "\(said)")
            }
            #expect(try Links.dump(rushday) == before)
        }
    }

    // MARK: - Staff and tokens

    /// Staff see the check-in form alone ("Check volunteers in"), check a volunteer in and out,
    /// and are refused the other three forms (403) with the store unchanged; someone not a member
    /// hears of no such event.
    @Test(arguments: Backend.allCases) func staffCheckVolunteersInAndNothingElse(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try rushday.signUp("stan@example.org", name: "Stan")
        try rushday.signUp("eve@example.org", name: "Eve")
        try rushday.logIn("ada@example.org")
        try Links.run(rushday, ["events", "members", "add", "gala", "stan@example.org"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let tab = try await browser.get("/events/gala/shifts")
            #expect(tab.status == 200 && tab.body.contains("<a href=\"/events/gala/shifts/plan\">Check volunteers in</a>"), "\(tab.status)")
            #expect(!tab.body.contains(">Plan the shifts<"))
            let page = try await browser.get("/events/gala/shifts/plan")
            #expect(page.status == 200 && page.body.contains("<h1>Check volunteers in</h1>") && !page.body.contains("Plan the shifts"), "\(page.status)")
            #expect(Plan.forms(page.body) == ["/events/gala/shifts/attendance"], "staff get the check-in form only: \(Plan.forms(page.body))")
            for id in ["new-shift", "new-volunteer", "assign"] {
                #expect(!page.body.contains("id=\"\(id)\""), "\(id) shown to staff")
            }

            let before = try Links.dump(rushday)
            for (plan, form) in [("new-shift", ["title": "Stan's bar", "starts": "2027-06-12T21:00", "ends": "2027-06-12T23:00", "need": "Bar=1"]),
                                 ("new-volunteer", ["name": "Stan's friend", "role": "Bar"]),
                                 ("assign", ["shift": "2", "volunteer": "1", "role": "Bar"]),
                                 ("new-shift", ["title": "", "starts": "soon"]), ("assign", ["shift": "1", "volunteer": "1"])] {
                let answer = try await browser.post("/events/gala/shifts/" + plan, form)
                #expect(answer.status == 403, "staff's \(plan) \(form): \(answer.status) \(answer.header("Location") ?? "")")
                #expect(answer.header("Location") == nil && !answer.body.contains("<h1>Plan the shifts</h1>"), "\(plan)")
            }
            // A refused check-in: the check-in form alone again, the reason beside its field.
            let refused = try await browser.post("/events/gala/shifts/attendance", ["shift": "2", "volunteer": "1", "action": "in"])
            #expect(refused.status == 422 && Plan.forms(refused.body) == ["/events/gala/shifts/attendance"], "\(refused.status)")
            #expect(Plan.refusals(refused.body).map(\.id) == ["attendance-volunteer-error"], "\(Plan.refusals(refused.body))")
            #expect(try Links.dump(rushday) == before, "staff changed the store through a form refused them")

            let checkedIn = try await browser.post("/events/gala/shifts/attendance", ["shift": "1", "volunteer": "3", "action": "in"])
            #expect(checkedIn.status == 303 && checkedIn.header("Location") == "/events/gala/shifts?done=checked-in", "\(checkedIn.status) \(Plan.refusals(checkedIn.body))")
            #expect(try Plan.seat(rushday, shift: 1, volunteer: 3)?["checkedIn"] as? String != nil)
            let checkedOut = try await browser.post("/events/gala/shifts/attendance", ["shift": "1", "volunteer": "3", "action": "out"])
            #expect(checkedOut.header("Location") == "/events/gala/shifts?done=checked-out", "\(checkedOut.status) \(Plan.refusals(checkedOut.body))")
            #expect(try Plan.seat(rushday, shift: 1, volunteer: 3)?["checkedOut"] as? String != nil)
            #expect(try Links.onShift(rushday, 2).isEmpty)
        }
        #expect(try Plan.list(rushday, ["shifts", "list", "gala"]).count == 6, "staff added no shift")
        #expect(try Plan.list(rushday, ["shifts", "volunteers", "list", "gala"]).count == 4, "staff added no volunteer")

        try await WebTestSite(rushday: rushday).visit { stranger in
            _ = try await stranger.signIn("eve@example.org")
            let page = try await stranger.get("/events/gala/shifts/plan")
            #expect(page.status == 404 && !page.body.contains("Cleo"), "\(page.status)")
            let before = try Links.dump(rushday)
            let posted = try await stranger.post("/events/gala/shifts/attendance", ["shift": "1", "volunteer": "3", "action": "in"])
            #expect(posted.status == 404 && !posted.body.contains("Cleo"), "\(posted.status)")
            #expect(try Links.dump(rushday) == before)
        }
    }

    /// Each form posted without its token, with a forged one, or from another site: 403, the
    /// store unchanged; the same post with the page's token is done.
    @Test(arguments: Backend.allCases) func formsWithoutTheirTokenChangeNothing(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let forms: [(String, [String: String])] = [
            ("new-shift", ["title": "Forged bar", "starts": "2027-06-12T21:00", "ends": "2027-06-12T23:00", "need": "Bar=1"]),
            ("new-volunteer", ["name": "Forged Name", "role": "Bar"]),
            ("assign", ["shift": "2", "volunteer": "1", "role": "Bar"]),
            ("attendance", ["shift": "1", "volunteer": "3", "action": "in"]),
        ]
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let token = try #require(browser.formToken)
            let before = try Links.dump(rushday)
            for (plan, form) in forms {
                for forged in [nil, "", "forged", String(token.reversed()), String(token.dropLast())] {
                    var fields = form
                    fields["csrf"] = forged
                    let answer = try await browser.post("/events/gala/shifts/" + plan, fields, csrf: false)
                    #expect(answer.status == 403 && answer.body.contains("Form expired"), "\(plan) with token \(forged ?? "none"): \(answer.status)")
                }
                var headers = HTTPFields()
                headers[try #require(HTTPField.Name("Origin"))] = "https://evil.example"
                let crossSite = try await browser.post("/events/gala/shifts/" + plan, form, headers: headers)
                #expect(crossSite.status == 403, "\(plan) from another site: \(crossSite.status)")
            }
            #expect(try Links.dump(rushday) == before, "a post without its token changed the store")
            for (plan, form) in forms {
                let done = try await browser.post("/events/gala/shifts/" + plan, form)
                #expect(done.status == 303, "\(plan) with the token: \(done.status) \(Plan.refusals(done.body))")
            }
        }
        #expect(try Links.onShift(rushday, 2) == [1] && Plan.seat(rushday, shift: 1, volunteer: 3)?["checkedIn"] as? String != nil)
    }

    // MARK: - Markup

    /// Markup typed into a shift's title and a volunteer's name is text on the grid, the list,
    /// the plan page's choices, a refusal naming them and the dashboard: never an element.
    @Test(arguments: Backend.allCases) func markupTypedIsShownAsText(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let title = "<b>Bold</b> bar & \"co\"", name = "<i>Ivy</i> <script>alert(1)</script>"
        let escapedTitle = "&lt;b&gt;Bold&lt;/b&gt; bar &amp; &quot;co&quot;", escapedName = "&lt;i&gt;Ivy&lt;/i&gt; &lt;script&gt;alert(1)&lt;/script&gt;"
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            #expect(try await browser.post("/events/gala/shifts/new-shift", ["title": title, "starts": "2027-06-12T18:30", "ends": "2027-06-12T19:45",
                                                                             "need": "Bar=2"]).status == 303)
            #expect(try await browser.post("/events/gala/shifts/new-volunteer", ["name": name, "role": "Bar"]).status == 303)
            #expect(try await browser.post("/events/gala/shifts/assign", ["shift": "7", "volunteer": "5"]).status == 303)
            #expect(try Plan.object(rushday, ["shifts", "show", "gala", "7"])["title"] as? String == title, "stored as typed")
            #expect(try Plan.volunteer(rushday, 5)?["name"] as? String == name, "stored as typed")

            let tab = try await browser.get("/events/gala/shifts")
            #expect(Plan.gridCells(tab.body).contains(.init(tone: "tone-warning", text: "#7 \(escapedTitle) 18:30–19:45 1/2")), "\(Plan.gridCells(tab.body))")
            #expect(tab.body.contains("<td>\(escapedTitle)</td>"), "the list's title cell")
            let plan = try await browser.get("/events/gala/shifts/plan")
            #expect(plan.body.contains("<option value=\"7\">#7 \(escapedTitle), 2027-06-12 18:30 +02:00</option>"), "the plan's shift choice")
            #expect(plan.body.contains("<option value=\"5\">#5 \(escapedName)</option>"), "the plan's volunteer choice")
            // A refusal naming the volunteer (#5 Relief overlaps the new shift), and the title typed again kept.
            let refused = try await browser.post("/events/gala/shifts/assign", ["shift": "5", "volunteer": "5", "role": "Bar"])
            #expect(refused.status == 422 && Plan.refusals(refused.body).first?.text.contains("which &#39;\(escapedName)&#39; is on") == true,
                    "\(Plan.refusals(refused.body))")
            let typedAgain = try await browser.post("/events/gala/shifts/new-shift", ["title": title, "starts": "soon", "ends": "", "need": "Bar=1"])
            #expect(typedAgain.status == 422 && Plan.control(typedAgain.body, "new-shift-title")?.contains("value=\"\(escapedTitle)\"") == true)
            // Ivy checked in: the dashboard's "On shift now" names her, as text.
            #expect(try await browser.post("/events/gala/shifts/attendance", ["shift": "7", "volunteer": "5", "action": "in"]).status == 303)
            let dashboard = try await browser.get("/events/gala", within: 10) { Plan.dashboardShifts($0.body)?.contains { $0.label == "On shift now" && $0.value == "1: \(name)" } == true }
            #expect(Plan.dashboardShifts(dashboard.body)?.contains(.init(label: "On shift now", value: "1: \(name)", tone: nil)) == true,
                    "\(Plan.dashboardShifts(dashboard.body) ?? [])")
            #expect(dashboard.body.contains("<dd>1: \(escapedName)</dd>"), "the name escaped on the dashboard")
            for page in [tab.body, plan.body, refused.body, typedAgain.body, dashboard.body] {
                #expect(!page.contains("<b>Bold") && !page.contains("<i>Ivy") && !page.contains("<script>alert"), "markup became an element")
            }
        }
    }

    // MARK: - The grid

    /// The grid: a row per day, each shift a cell in start order saying "#N Title HH:MM–HH:MM
    /// taken/need", toned red, yellow or green as `shifts list` says its staffing (cancelled ones
    /// muted); a sign-up on a volunteer's page changes its cell's tone.
    @Test(arguments: Backend.allCases) func theGridsCellsAreTonedByStaffing(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        try Links.run(rushday, ["shifts", "cancel", "gala", "3"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let tab = try await browser.get("/events/gala/shifts")
            #expect(tab.body.contains("<div class=\"staffing-grid\" id=\"staffing-grid\" data-live=\"/events/gala/shifts/grid\">"), "the grid is live")
            #expect(Plan.gridRows(tab.body) == [
                ["2026-11-01", "#6 Set-up 10:00–12:00 0/2", "", "", "", ""],
                ["2027-06-12", "#1 Early bar 17:00–19:00 1/1", "#2 Late bar 18:00–20:00 0/2", "#3 Door 19:00–21:00 cancelled",
                 "#5 Relief 19:30–21:00 0/1", "#4 Clean-up 23:00–01:00 1/2"],
            ], "\(Plan.gridRows(tab.body))")
            #expect(Plan.gridCells(tab.body).filter { $0.text.hasPrefix("#") }.sorted { $0.text < $1.text } == [
                .init(tone: "tone-success", text: "#1 Early bar 17:00–19:00 1/1"),
                .init(tone: "tone-error", text: "#2 Late bar 18:00–20:00 0/2"),
                .init(tone: "tone-muted", text: "#3 Door 19:00–21:00 cancelled"),
                .init(tone: "tone-warning", text: "#4 Clean-up 23:00–01:00 1/2"),
                .init(tone: "tone-error", text: "#5 Relief 19:30–21:00 0/1"),
                .init(tone: "tone-error", text: "#6 Set-up 10:00–12:00 0/2"),
            ], "\(Plan.gridCells(tab.body))")
            // The day cells and the padding carry no tone.
            #expect(Plan.gridCells(tab.body).filter { !$0.text.hasPrefix("#") }.allSatisfy { $0.tone == nil }, "\(Plan.gridCells(tab.body))")
            #expect(try Plan.tonesAgreeWithTheCommand(rushday, tab.body))

            // Ann signs up for #2 on her own page: its cell turns yellow; Bob too: green.
            _ = try await browser.get(ann)
            #expect(try await browser.post(ann + "/sign-up", ["shift": "2", "role": "Bar", "member": "1"]).status == 303)
            let half = try await browser.get("/events/gala/shifts")
            #expect(Plan.gridCells(half.body).contains(.init(tone: "tone-warning", text: "#2 Late bar 18:00–20:00 1/2")), "\(Plan.gridCells(half.body))")
            #expect(try await browser.post(ann + "/sign-up", ["shift": "2", "role": "Bar", "member": "2"]).status == 303)
            let full = try await browser.get("/events/gala/shifts")
            #expect(Plan.gridCells(full.body).contains(.init(tone: "tone-success", text: "#2 Late bar 18:00–20:00 2/2")), "\(Plan.gridCells(full.body))")
            #expect(try Plan.tonesAgreeWithTheCommand(rushday, full.body))
            // The filters narrow the list below, never the grid.
            let filtered = try await browser.get("/events/gala/shifts?understaffed=on&day=2")
            #expect(Plan.gridRows(filtered.body) == Plan.gridRows(full.body), "the grid is every shift whatever the filter")
        }
        // An event without shifts: the grid says so.
        try Links.run(rushday, ["events", "create", "Ball", "--starts", "2027-12-11T20:00", "--ends", "2027-12-11T23:00", "--timezone", "Europe/Berlin"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let empty = try await browser.get("/events/ball/shifts")
            #expect(empty.status == 200 && Plan.grid(empty.body)?.contains("No shifts yet.") == true, "\(Plan.grid(empty.body) ?? "no grid")")
        }
    }

    /// The grid's stream through `rushday serve`: signed out it sends to sign in; signed in it
    /// answers text/event-stream with a `section` event holding the grid, drawn again when a
    /// volunteer signs up on their page, an organiser assigns or cancels from the command line;
    /// markup in a title stays text.
    @Test(arguments: Backend.allCases) func theGridIsLiveThroughItsStream(backend: Backend) throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        let serve = try ServeProcess(rushday)
        let signedOut = try serve.curl(["-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", "--max-time", "5", serve.address + "/events/gala/shifts/grid"])
        #expect(signedOut.stdout.hasPrefix("303 ") && signedOut.stdout.contains("/signin"), "\(signedOut.stdout)")
        try serve.signIn("ada@example.org")

        // The answer's head and first event, as soon as they come.
        let head = try Self.firstSection(serve)
        #expect(head.hasPrefix("HTTP/1.1 200"), "\(head.prefix(300))")
        #expect(head.lowercased().contains("content-type: text/event-stream"), "\(head.prefix(600))")
        let first = try #require(Plan.sections(head).first, "no section event: \(head)")
        #expect(Plan.cells(first).contains(.init(tone: "tone-error", text: "#2 Late bar 18:00–20:00 0/2")), "\(first)")
        #expect(Plan.cells(first).contains(.init(tone: "tone-success", text: "#1 Early bar 17:00–19:00 1/1")), "\(first)")

        let stream = try serve.stream("/events/gala/shifts/grid")
        #expect(ServeProcess.wait(for: "event: section", in: stream), "\(stream.printed())")

        // Ann signs up on her own page, over HTTP: #2 half staffed, yellow.
        let token = try serve.formToken(ann)
        let posted = try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "shift=2", "--data-urlencode", "role=Bar",
                                     "--data-urlencode", "member=1", "--data-urlencode", "csrf=\(token)", serve.address + ann + "/sign-up"])
        #expect(posted.stdout == "303", "\(posted.stdout) \(posted.stderr)")
        #expect(ServeProcess.wait(for: "<td class=\"tone-warning\">#2 Late bar 18:00–20:00 1/2</td>", in: stream, seconds: 60),
                "Ann's sign-up redrawn: \(Plan.sections(stream.printed()).last ?? stream.printed())")
        // An organiser at the terminal: Bob on #2 (green), #5 cancelled (muted), a new shift whose title is markup.
        try Links.run(rushday, ["shifts", "assign", "gala", "2", "2"])
        #expect(ServeProcess.wait(for: "<td class=\"tone-success\">#2 Late bar 18:00–20:00 2/2</td>", in: stream, seconds: 60),
                "\(Plan.sections(stream.printed()).last ?? stream.printed())")
        try Links.run(rushday, ["shifts", "cancel", "gala", "5"])
        #expect(ServeProcess.wait(for: "<td class=\"tone-muted\">#5 Relief 19:30–21:00 cancelled</td>", in: stream, seconds: 60),
                "\(Plan.sections(stream.printed()).last ?? stream.printed())")
        try Links.run(rushday, ["shifts", "add", "gala", "<b>Bold</b> bar", "--starts", "2027-06-12T21:00", "--ends", "2027-06-12T22:00", "--need", "Bar=1"])
        #expect(ServeProcess.wait(for: "<td class=\"tone-error\">#7 &lt;b&gt;Bold&lt;/b&gt; bar 21:00–22:00 0/1</td>", in: stream, seconds: 60),
                "\(Plan.sections(stream.printed()).last ?? stream.printed())")
        #expect(!stream.printed().contains("<b>Bold"), "markup in a title became an element in the stream")
        // Each redraw is the grid as the page would draw it now (the store's own answer).
        let page = try serve.curl([serve.address + "/events/gala/shifts"]).stdout
        #expect(Plan.sections(stream.printed()).last.map(Plan.cells) == Plan.gridCells(page), "the last redraw is the page's grid")

        kill(serve.server.pid, SIGTERM)
        #expect(try serve.server.finish(within: 15).status == 0, "rushday serve ended cleanly with a grid stream open")
        _ = try stream.finish(within: 5)
    }

    /// The grid stream's head and first `section` event, waited for (never a fixed time, which a
    /// busy machine would outlast), then the stream closed.
    static func firstSection(_ serve: ServeProcess) throws -> String {
        let running = try serve.stream("/events/gala/shifts/grid", headers: true)
        let deadline = Date().addingTimeInterval(60)
        var printed = running.printed()
        while Date() < deadline {
            printed = running.printed()
            if let event = printed.range(of: "event: section"), printed[event.upperBound...].contains("\n\n") { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(running.pid, SIGTERM)
        _ = try? running.finish(within: 10)
        return printed
    }

    /// The stream's first `section` is the grid exactly as the page draws it inside
    /// `#staffing-grid`, so live.js, which puts each section in place of the grid's content, draws
    /// the same page a reload shows.
    ///
    /// (It once drew the page's grid heading a level below the stream's.)
    @Test(arguments: Backend.allCases) func theStreamDrawsTheGridAsThePageDoes(backend: Backend) throws {
        let rushday = try Links.gala(backend: backend)
        let serve = try ServeProcess(rushday)
        try serve.signIn("ada@example.org")
        let page = try serve.curl([serve.address + "/events/gala/shifts"]).stdout
        let grid = try #require(Plan.grid(page), "no grid on the page")
        let head = try Self.firstSection(serve)
        let first = try #require(Plan.sections(head).first, "no section event: \(head)")
        #expect(Plan.cells(first) == Plan.gridCells(page), "the same cells")
        #expect(Plan.squeezed(first) == Plan.squeezed(grid), "the stream's grid:\n\(first)\nthe page's:\n\(grid)")
        kill(serve.server.pid, SIGTERM)
        _ = try serve.server.finish(within: 15)
    }

    // MARK: - The dashboard

    /// The dashboard's Shifts section on the page and in `events show` (text and JSON): what is
    /// short in the next 24 hours (urgent, in the error tone), who is on shift now, the hours
    /// worked, how many are fully staffed; an event without shifts has none.
    @Test(arguments: Backend.allCases) func theDashboardHasAShiftsSection(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try Links.run(rushday, ["events", "create", "Ball", "--starts", "2027-12-11T20:00", "--ends", "2027-12-11T23:00", "--timezone", "Europe/Berlin"])
        // A shift starting in two hours (to the minute), two hours long, needing one Bar.
        let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
        let soon = Date(timeIntervalSince1970: minute + 2 * 3600)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let ball = try await browser.get("/events/ball")
            #expect(ball.status == 200 && Plan.dashboardShifts(ball.body) == nil, "an event without shifts has no Shifts section")
            #expect(try Plan.commandShifts(rushday, "ball") == nil)
            #expect(!(try rushday.run(["events", "show", "ball"]).stdout.contains("Fully staffed")))

            let start = try await browser.get("/events/gala")
            #expect(Plan.dashboardShifts(start.body) == [
                .init(label: "Short in 24 hours", value: "none", tone: nil), .init(label: "On shift now", value: "nobody", tone: nil),
                .init(label: "Hours worked", value: "0.0", tone: nil), .init(label: "Fully staffed", value: "1 of 6 shifts", tone: nil),
            ], "\(Plan.dashboardShifts(start.body) ?? [])")
            #expect(try Plan.commandShifts(rushday, "gala") == Plan.dashboardShifts(start.body)?.map(\.pair))

            // Through the plan page: the shift starting soon (short, urgent) and Cleo checked in.
            _ = try await browser.get("/events/gala/shifts/plan")
            let added = try await browser.post("/events/gala/shifts/new-shift", [
                "title": "Soon bar", "starts": Links.berlin(soon, "yyyy-MM-dd'T'HH:mm"),
                "ends": Links.berlin(soon.addingTimeInterval(7200), "yyyy-MM-dd'T'HH:mm"), "need": "Bar=1"])
            #expect(added.status == 303, "\(Plan.refusals(added.body))")
            #expect(try await browser.post("/events/gala/shifts/attendance", ["shift": "1", "volunteer": "3", "action": "in"]).status == 303)
            let busyItems: [ShiftPlanPages.Item] = [
                .init(label: "Short in 24 hours", value: "1: #7 Soon bar (0 of 1 Bar)", tone: "tone-error"),
                .init(label: "On shift now", value: "1: Cleo Park", tone: nil),
                .init(label: "Hours worked", value: "0.0", tone: nil), .init(label: "Fully staffed", value: "1 of 7 shifts", tone: nil),
            ]
            let busy = try await browser.get("/events/gala", within: 10) { Plan.dashboardShifts($0.body) == busyItems }
            #expect(Plan.dashboardShifts(busy.body) == busyItems, "\(Plan.dashboardShifts(busy.body) ?? [])")
            #expect(try Plan.commandShifts(rushday, "gala") == Plan.dashboardShifts(busy.body)?.map(\.pair))
            let text = try rushday.run(["events", "show", "gala"]).stdout
            let lines = text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            #expect(lines.contains("Shifts") && lines.contains("Short in 24 hours 1: #7 Soon bar (0 of 1 Bar)") && lines.contains("On shift now 1: Cleo Park"),
                    "\(text)")

            // Ann on the soon shift: nothing short; two of seven full. Cleo out: nobody on shift.
            #expect(try await browser.post("/events/gala/shifts/assign", ["shift": "7", "volunteer": "1"]).status == 303)
            #expect(try await browser.post("/events/gala/shifts/attendance", ["shift": "1", "volunteer": "3", "action": "out"]).status == 303)
            let staffedItems: [ShiftPlanPages.Item] = [
                .init(label: "Short in 24 hours", value: "none", tone: nil), .init(label: "On shift now", value: "nobody", tone: nil),
                .init(label: "Hours worked", value: "0.0", tone: nil), .init(label: "Fully staffed", value: "2 of 7 shifts", tone: nil),
            ]
            let staffed = try await browser.get("/events/gala", within: 10) { Plan.dashboardShifts($0.body) == staffedItems }
            #expect(Plan.dashboardShifts(staffed.body) == staffedItems, "\(Plan.dashboardShifts(staffed.body) ?? [])")
            #expect(try Plan.commandShifts(rushday, "gala") == Plan.dashboardShifts(staffed.body)?.map(\.pair))
        }
    }
}

/// What the plan-page tests read off the pages, the stream and the command line.
enum ShiftPlanPages {
    /// The plan page's forms for an owner or organizer, in order.
    static let organiserForms = ["roles", "new-shift", "new-series", "change-shift", "new-volunteer", "approval", "volunteer-link", "assign",
                                 "seat", "settings", "import-shifts", "import-volunteers", "attendance"].map { "/events/gala/shifts/" + $0 }

    /// Each form's fields, by its path's last part.
    static let fields: [(String, [String])] = [
        ("new-shift", ["title", "starts", "ends", "place", "need"]), ("new-volunteer", ["name", "email", "phone", "role", "household"]),
        ("assign", ["shift", "volunteer", "role"]), ("attendance", ["shift", "volunteer"]),
    ]

    struct Refusal {
        let name: String
        let plan: String
        let form: [String: String]
        let field: String
        let reason: String

        init(_ name: String, _ plan: String, _ form: [String: String], field: String, reason: String) {
            self.name = name
            self.plan = plan
            self.form = form
            self.field = field
            self.reason = reason
        }
    }

    /// A refusal on the page: its element's id, the form it is in (the action's last part), its text as written.
    struct Said: CustomStringConvertible, Equatable {
        let id: String
        let form: String?
        let text: String
        var description: String { "\(id) in \(form ?? "no form"): \(text)" }
    }

    struct Tone: Equatable, CustomStringConvertible {
        let tone: String?
        let text: String
        var description: String { "[\(tone ?? "plain")] \(text)" }
    }

    struct Item: Equatable, CustomStringConvertible {
        let label: String
        let value: String
        let tone: String?
        var pair: [String] { [label, value] }
        var description: String { "\(label)=\(value) [\(tone ?? "plain")]" }
    }

    /// The actions of the page's forms inside `<main>` (the sign-out form is outside it).
    static func forms(_ page: String) -> [String] {
        main(page).matches(of: /<form method="post" action="([^"]*)"/).map { String($0.1) }
    }

    static func main(_ page: String) -> String {
        guard let start = page.range(of: "<main"), let end = page.range(of: "</main>") else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// Every field's and form's refusal on the page, with the form it stands in.
    static func refusals(_ page: String) -> [Said] {
        let main = main(page)
        var said: [Said] = []
        var form: String?
        // Read in order: each form's opening tag says which form the refusals after it are in.
        for match in main.matches(of: /<form method="post" action="\/events\/[^\/"]*\/shifts\/([^"]*)"|<\/form>|<p class="(field-error|form-error)"(?: id="([^"]*)")? role="alert">([^<]*)<\/p>/) {
            if let action = match.1 {
                form = String(action)
            } else if let kind = match.2 {
                said.append(Said(id: match.3.map(String.init) ?? String(kind), form: form, text: String(match.4 ?? "")))
            } else {
                form = nil
            }
        }
        return said
    }

    /// The opening tag of the control with `id` (an input or select).
    static func control(_ page: String, _ id: String) -> String? {
        main(page).matches(of: /<(?:input|select)[^>]*>/).map { String($0.0) }.first { $0.contains(" id=\"\(id)\"") }
    }

    /// A control's value as the page holds it, entities read back: an input's value, a select's
    /// chosen option's ("" for none chosen); nil for no such control.
    static func value(_ page: String, _ id: String) -> String? {
        guard let tag = control(page, id) else { return nil }
        if tag.hasPrefix("<input") {
            return tag.firstMatch(of: /\svalue="([^"]*)"/).map { VolunteerLinks.unescaped(String($0.1)) }
        }
        let main = main(page)
        guard let start = main.range(of: tag), let end = main.range(of: "</select>", range: start.upperBound..<main.endIndex) else { return nil }
        return main[start.upperBound..<end.lowerBound].firstMatch(of: /<option value="([^"]*)" selected="selected">/).map { VolunteerLinks.unescaped(String($0.1)) } ?? ""
    }

    /// The `[role=status]` notice of the page, or nil.
    static func notice(_ page: String) -> String? {
        page.firstMatch(of: /<p class="notice[^"]*" role="status">([^<]*)<\/p>/).map { VolunteerLinks.unescaped(String($0.1)) }
    }

    /// What `#staffing-grid` holds, as the page wrote it; nil for no grid.
    static func grid(_ page: String) -> String? {
        guard let open = page.firstMatch(of: /<div class="staffing-grid" id="staffing-grid" data-live="[^"]*">/),
              let end = page.range(of: "<h2 class=\"role-section\">Shifts of", range: open.range.upperBound..<page.endIndex) else { return nil }
        var inside = String(page[open.range.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        if inside.hasSuffix("</div>") { inside.removeLast("</div>".count) }
        return inside
    }

    /// The grid's body cells: their tone class and text as written.
    static func gridCells(_ page: String) -> [Tone] {
        grid(page).map(cells) ?? []
    }

    static func cells(_ html: String) -> [Tone] {
        html.matches(of: /<td(?: class="([^"]*)")?>([^<]*)<\/td>/).map { Tone(tone: $0.1.map(String.init), text: String($0.2)) }
    }

    /// The grid's body rows, each cell's text read back.
    static func gridRows(_ page: String) -> [[String]] {
        (grid(page) ?? "").matches(of: /<tr>(<td.*?)<\/tr>/).map { row in cells(String(row.1)).map { VolunteerLinks.unescaped($0.text) } }
    }

    /// Each `section` event's data in a stream, its lines joined again.
    static func sections(_ stream: String) -> [String] {
        stream.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").compactMap { block -> String? in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let at = lines.firstIndex(of: "event: section") else { return nil }
            return lines[(at + 1)...].filter { $0.hasPrefix("data:") }
                .map { $0.hasPrefix("data: ") ? String($0.dropFirst(6)) : String($0.dropFirst(5)) }.joined(separator: "\n")
        }
    }

    /// HTML without the white space between tags and at its ends.
    static func squeezed(_ html: String) -> String {
        html.replacing(/>\s+</, with: "><").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether each cell of the grid has the tone and count `shifts list --format json` gives its shift.
    static func tonesAgreeWithTheCommand(_ rushday: RushDayProcess, _ page: String,
                                         sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let cells = gridCells(page)
        var agree = true
        for shift in try list(rushday, ["shifts", "list", "gala"]) {
            let number = shift["number"] as? Int ?? 0
            let roles = shift["roles"] as? [[String: Any]] ?? []
            let taken = roles.reduce(0) { $0 + min($1["taken"] as? Int ?? 0, $1["need"] as? Int ?? 0) }
            let need = roles.reduce(0) { $0 + ($1["need"] as? Int ?? 0) }
            let cancelled = shift["cancelled"] as? Bool == true
            let tone = cancelled ? "tone-muted" : ["empty": "tone-error", "partial": "tone-warning", "full": "tone-success"][shift["staffing"] as? String ?? ""]
            let cell = cells.first { $0.text.hasPrefix("#\(number) ") }
            let fits = cell?.tone == tone && cell?.text.hasSuffix(cancelled ? " cancelled" : " \(taken)/\(need)") == true
            #expect(fits, "#\(number) \(shift["staffing"] ?? "") is drawn \(cell.map(String.init(describing:)) ?? "nowhere")", sourceLocation: sourceLocation)
            agree = agree && fits
        }
        return agree
    }

    /// The dashboard's Shifts card: each field's label, value and the value's tone class; nil for none.
    static func dashboardShifts(_ page: String) -> [Item]? {
        guard let card = page.firstMatch(of: /<h3 class="role-card-title">Shifts<\/h3><\/header>\s*<dl class="fields">(.*?)<\/dl>/.dotMatchesNewlines()) else { return nil }
        return String(card.1).matches(of: /<dt>([^<]*)<\/dt><dd(?: class="([^"]*)")?>([^<]*)<\/dd>/).map {
            Item(label: VolunteerLinks.unescaped(String($0.1)), value: VolunteerLinks.unescaped(String($0.3)), tone: $0.2.map(String.init))
        }
    }

    /// The Shifts section of `events show EVENT --format json`: each item's label and value; nil for none.
    static func commandShifts(_ rushday: RushDayProcess, _ event: String) throws -> [[String]]? {
        let shown = try object(rushday, ["events", "show", event])
        let sections = shown["dashboard"] as? [[String: Any]] ?? []
        guard let section = sections.first(where: { $0["key"] as? String == "shifts" }) else { return nil }
        #expect(section["title"] as? String == "Shifts")
        return (section["items"] as? [[String: Any]] ?? []).map { [$0["label"] as? String ?? "", $0["value"] as? String ?? ""] }
    }

    /// The command's JSON object (empty when it printed none).
    static func object(_ rushday: RushDayProcess, _ arguments: [String]) throws -> [String: Any] {
        let outcome = try rushday.run(arguments + ["--format", "json"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any] ?? [:]
    }

    static func list(_ rushday: RushDayProcess, _ arguments: [String]) throws -> [[String: Any]] {
        let outcome = try rushday.run(arguments + ["--format", "json"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [[String: Any]] ?? []
    }

    static func volunteer(_ rushday: RushDayProcess, _ number: Int) throws -> [String: Any]? {
        try list(rushday, ["shifts", "volunteers", "list", "gala"]).first { $0["number"] as? Int == number }
    }

    /// The volunteer's seat on the shift, as `shifts show` gives it.
    static func seat(_ rushday: RushDayProcess, shift: Int, volunteer: Int) throws -> [String: Any]? {
        let roles = try object(rushday, ["shifts", "show", "gala", String(shift)])["roles"] as? [[String: Any]] ?? []
        return roles.flatMap { $0["volunteers"] as? [[String: Any]] ?? [] }.first { $0["number"] as? Int == volunteer }
    }

    /// "Bar=2" for each role a shift's JSON needs.
    static func needs(_ shift: [String: Any]) -> [String] {
        (shift["roles"] as? [[String: Any]] ?? []).map { "\($0["role"] as? String ?? "")=\($0["need"] as? Int ?? -1)" }
    }

    /// A volunteer's roles and whether each is approved.
    static func roles(_ volunteer: [String: Any]) -> [String: Bool] {
        Dictionary((volunteer["roles"] as? [[String: Any]] ?? []).map { ($0["role"] as? String ?? "", $0["approved"] as? Bool ?? false) }) { $1 }
    }

    /// A JSON object without `keys`, compared as its canonical text.
    static func without(_ object: [String: Any], _ keys: String...) -> String {
        let kept = object.filter { !keys.contains($0.key) }
        let data = (try? JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }
}
