import Foundation
import HTTPTypes
import Testing

/// The plan page's forms for the rest of the Shifts commands, on both stores: roles, a series,
/// changing and cancelling a shift, approving and forgiving a volunteer, their personal link
/// (shown once, on the page itself), taking one off a shift and excusing a no-show, and the
/// settings; each done as its command does it, each refusal 422 beside its field with the store
/// as it was, and each refused to staff (403). The hours page and its CSV.
///
/// From `VolunteerLinks.gala`: #1 Early bar (Cleo), #2 Late bar, #3 Door, #4 Clean-up (Dan),
/// #5 Relief, #6 Set-up (past); volunteers #1 Ann, #2 Bob (Door awaiting approval), #3 Cleo, #4 Dan.
@Suite struct ShiftPlanCommandFormsTests {
    typealias Links = VolunteerLinks
    typealias Plan = ShiftPlanPages

    static func done(_ answer: WebBrowser.Answer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(answer.status == 303 && answer.header("Location") == "/events/gala/shifts?done=" + what,
                "\(what): \(answer.status) \(Plan.refusals(answer.body))", sourceLocation: sourceLocation)
    }

    @Test(arguments: Backend.allCases) func eachFormIsDoneAsItsCommand(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try Links.run(rushday, ["shifts", "assign", "gala", "6", "3"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let page = try await browser.get("/events/gala/shifts/plan")
            #expect(Plan.forms(page.body) == Plan.organiserForms, "\(Plan.forms(page.body))")
            #expect(Plan.value(page.body, "settings-remind-before") == "1440m" && Plan.value(page.body, "settings-no-show-limit") == "2"
                    && Plan.value(page.body, "settings-sign-up") == "open", "the settings as they are")

            Self.done(try await browser.post("/events/gala/shifts/roles", ["role": "Stage", "needs-approval": "on", "action": "add"]), "role-added")
            let roles = try Plan.list(rushday, ["shifts", "roles", "list", "gala"])
            #expect(roles.contains { $0["name"] as? String == "Stage" && $0["needsApproval"] as? Bool == true }, "\(roles)")
            Self.done(try await browser.post("/events/gala/shifts/roles", ["role": "stage", "action": "remove"]), "role-removed")
            #expect(!(try Plan.list(rushday, ["shifts", "roles", "list", "gala"])).contains { $0["name"] as? String == "Stage" })

            Self.done(try await browser.post("/events/gala/shifts/new-series", [
                "title": "Patrol", "from": "2027-06-12T10:00", "until": "2027-06-12T16:00", "every": "2h", "length": "2h", "need": "Bar=1"]), "series-added")
            let patrols = try Plan.list(rushday, ["shifts", "list", "gala"]).filter { $0["title"] as? String == "Patrol" }
            #expect(patrols.compactMap { $0["starts"] as? String } == ["2027-06-12T10:00:00+02:00", "2027-06-12T12:00:00+02:00", "2027-06-12T14:00:00+02:00"],
                    "\(patrols)")

            Self.done(try await browser.post("/events/gala/shifts/change-shift", ["shift": "7", "title": "Patrol A", "need": "Bar=2", "action": "save"]),
                      "shift-changed")
            let changed = try Plan.object(rushday, ["shifts", "show", "gala", "7"])
            #expect(changed["title"] as? String == "Patrol A" && Plan.needs(changed) == ["Bar=2"] && changed["starts"] as? String == "2027-06-12T10:00:00+02:00",
                    "only what was given changed: \(changed)")
            Self.done(try await browser.post("/events/gala/shifts/change-shift", ["shift": "8", "action": "cancel"]), "shift-cancelled")
            #expect(try Plan.object(rushday, ["shifts", "show", "gala", "8"])["cancelled"] as? Bool == true)

            Self.done(try await browser.post("/events/gala/shifts/approval", ["volunteer": "2", "role": "door", "action": "approve"]), "approved")
            #expect(Plan.roles(try #require(try Plan.volunteer(rushday, 2))) == ["Bar": true, "Door": true])

            try Links.run(rushday, ["shifts", "assign", "gala", "2", "1"])
            Self.done(try await browser.post("/events/gala/shifts/seat", ["shift": "2", "volunteer": "1", "action": "unassign"]), "unassigned")
            #expect(try Links.onShift(rushday, 2).isEmpty)
            #expect(try Plan.volunteer(rushday, 3)?["noShows"] as? Int == 1, "Cleo missed the set-up")
            Self.done(try await browser.post("/events/gala/shifts/seat", ["shift": "6", "volunteer": "3", "action": "excuse"]), "excused")
            #expect(try Plan.seat(rushday, shift: 6, volunteer: 3)?["excused"] as? Bool == true)
            #expect(try Plan.volunteer(rushday, 3)?["noShows"] as? Int == 0)

            Self.done(try await browser.post("/events/gala/shifts/settings", ["remind-before": "2h", "no-show-limit": "3", "sign-up": "closed"]),
                      "settings-changed")
            let settings = try Plan.object(rushday, ["shifts", "settings", "gala"])
            #expect(settings["remindBeforeMinutes"] as? Int == 120 && settings["noShowLimit"] as? Int == 3 && settings["signUp"] as? String == "closed",
                    "\(settings)")
            let saved = try await browser.get("/events/gala/shifts/plan")
            #expect(Plan.value(saved.body, "settings-remind-before") == "120m" && Plan.value(saved.body, "settings-sign-up") == "closed")
            #expect(Plan.notice(try await browser.get("/events/gala/shifts?done=settings-changed").body) == "The shift settings are saved.")
        }
    }

    /// The link is the answer's page, shown once and never in an address; made again it is
    /// refused beside the field unless replaced, and the replaced one opens nothing.
    @Test(arguments: Backend.allCases) func aVolunteersLinkIsShownOnceOnThePage(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let made = try await browser.post("/events/gala/shifts/volunteer-link", ["volunteer": "3"])
            #expect(made.status == 200 && made.header("Location") == nil && made.body.contains("Cleo Park&#39;s personal link"), "\(made.status)")
            let link = try #require(made.body.firstMatch(of: /<code id="volunteer-link">[^<]*?(\/v\/[A-Za-z0-9_-]{43})<\/code>/)).1
            #expect(try await browser.get(String(link)).body.contains("Cleo Park, you volunteer at"))

            let before = try Links.dump(rushday)
            let again = try await browser.post("/events/gala/shifts/volunteer-link", ["volunteer": "3"])
            #expect(again.status == 422 && !again.body.contains("id=\"made-link\""), "\(again.status)")
            #expect(Plan.refusals(again.body).map(\.id) == ["volunteer-link-volunteer-error"], "\(Plan.refusals(again.body))")
            #expect(try Links.dump(rushday) == before, "a refused link changed the store")

            let rotated = try await browser.post("/events/gala/shifts/volunteer-link", ["volunteer": "3", "rotate": "on"])
            let newLink = try #require(rotated.body.firstMatch(of: /<code id="volunteer-link">[^<]*?(\/v\/[A-Za-z0-9_-]{43})<\/code>/)).1
            #expect(newLink != link)
            #expect(try await browser.get(String(link)).status == 404, "the replaced link opens nothing")
            #expect(try await browser.get(String(newLink)).status == 200)
        }
    }

    /// Each form refused for its own reason: 422, the plan page with the reason beside the field
    /// the refusal names, the store exactly as it was.
    @Test(arguments: Backend.allCases) func everyRefusalIsBesideItsFieldAndChangesNothing(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let refusals: [Plan.Refusal] = [
            .init("a role named twice", "roles", ["role": "bar", "action": "add"], field: "role", reason: ""),
            .init("a role in use removed", "roles", ["role": "Bar", "action": "remove"], field: "role", reason: ""),
            .init("a series every never", "new-series", ["title": "P", "from": "2027-06-12T10:00", "until": "2027-06-12T16:00", "every": "soon",
                                                       "length": "2h", "need": "Bar=1"], field: "every", reason: ""),
            .init("a change of nothing", "change-shift", ["shift": "2", "action": "save"], field: "update", reason: ""),
            .init("fewer than are on it", "change-shift", ["shift": "1", "need": "Bar=0", "action": "save"], field: "need", reason: ""),
            .init("an unknown role approved", "approval", ["volunteer": "2", "role": "Stage", "action": "approve"], field: "role", reason: ""),
            .init("nothing to forgive", "approval", ["volunteer": "1", "action": "forgive"], field: "volunteer", reason: ""),
            .init("off a shift they are not on", "seat", ["shift": "2", "volunteer": "1", "action": "unassign"], field: "volunteer", reason: ""),
            .init("a no-show limit of none", "settings", ["remind-before": "24h", "no-show-limit": "0", "sign-up": "open"], field: "no-show-limit", reason: ""),
            .init("sign-up half open", "settings", ["remind-before": "24h", "no-show-limit": "2", "sign-up": "ajar"], field: "sign-up", reason: ""),
        ]
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let before = try Links.dump(rushday)
            for refusal in refusals {
                let answer = try await browser.post("/events/gala/shifts/" + refusal.plan, refusal.form)
                #expect(answer.status == 422 && Plan.forms(answer.body) == Plan.organiserForms, "\(refusal.name): \(answer.status)")
                let said = Plan.refusals(answer.body)
                #expect(said.count == 1 && said.first?.form == refusal.plan, "\(refusal.name): \(said)")
                if refusal.field != "update" {
                    #expect(said.first?.id == "\(refusal.plan)-\(refusal.field)-error", "\(refusal.name): \(said)")
                }
            }
            #expect(try Links.dump(rushday) == before, "a refusal changed the store")
        }
    }

    /// Staff check volunteers in; every planning form is refused them (403), changing nothing.
    @Test func staffAreRefusedEveryPlanningForm() async throws {
        let rushday = try Links.gala(backend: .sqlite)
        try rushday.signUp("stan@example.org")
        try rushday.logIn("ada@example.org")
        try Links.run(rushday, ["events", "members", "add", "gala", "stan@example.org"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let before = try Links.dump(rushday)
            for (plan, form) in [("roles", ["role": "Stage", "action": "add"]), ("roles", ["role": "Bar", "action": "remove"]),
                                 ("new-series", ["title": "P", "from": "2027-06-12T10:00", "until": "2027-06-12T16:00", "every": "2h", "length": "2h",
                                                 "need": "Bar=1"]),
                                 ("change-shift", ["shift": "2", "title": "Mine", "action": "save"]), ("change-shift", ["shift": "2", "action": "cancel"]),
                                 ("approval", ["volunteer": "2", "role": "Door", "action": "approve"]),
                                 ("volunteer-link", ["volunteer": "3"]), ("seat", ["shift": "1", "volunteer": "3", "action": "unassign"]),
                                 ("settings", ["remind-before": "1h", "no-show-limit": "5", "sign-up": "closed"])] {
                let answer = try await browser.post("/events/gala/shifts/" + plan, form)
                #expect(answer.status == 403 && !answer.body.contains("/v/"), "staff's \(plan) \(form): \(answer.status)")
            }
            let file = Array("title,starts,ends,place,needs\nGate,2027-06-12T12:00,2027-06-12T14:00,,Bar=1\n".utf8)
            for plan in ["import-shifts", "import-volunteers"] {
                let answer = try await browser.upload("/events/gala/shifts/" + plan, file: ("file", "rows.csv", file))
                #expect(answer.status == 403, "staff's \(plan): \(answer.status)")
            }
            #expect(try Links.dump(rushday) == before, "staff changed the store through a form refused them")
            let hours = try await browser.get("/events/gala/shifts/hours")
            #expect(hours.status == 200 && hours.body.contains("Hours worked"), "every member sees the hours: \(hours.status)")
        }
    }

    /// The hours page: a row per volunteer, and the same as `shifts hours --format csv` to download.
    @Test func theHoursPageAndItsCSV() async throws {
        let rushday = try Links.gala(backend: .sqlite)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let tab = try await browser.get("/events/gala/shifts")
            #expect(tab.body.contains("<a href=\"/events/gala/shifts/hours\">Hours worked</a>"))
            let page = try await browser.get("/events/gala/shifts/hours")
            #expect(page.status == 200 && ["Ann Smith", "Bob Smith", "Cleo Park", "Dan Lee"].allSatisfy(page.body.contains), "\(page.status)")
            #expect(page.body.contains("href=\"/events/gala/shifts/hours?format=csv\""))
            let csv = try await browser.get("/events/gala/shifts/hours?format=csv")
            #expect(csv.status == 200 && csv.header("Content-Type")?.hasPrefix("text/csv") == true)
            #expect(csv.body == (try rushday.run(["shifts", "hours", "gala", "--format", "csv"])).stdout, "\(csv.body)")
        }
    }

    /// Both imports from an uploaded file, as the commands import theirs: all rows or none; a
    /// bad row, or no file, refused on the plan page with the store as it was.
    @Test(arguments: Backend.allCases) func importsTakeAnUploadedFile(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let shifts = "title,starts,ends,place,needs\r\nGate,2027-06-12T12:00,2027-06-12T14:00,North,Bar=1\r\nGate 2,2027-06-12T14:00,2027-06-12T16:00,,Bar=2; Door=1\r\n"
        let volunteers = "name,email,phone,roles,household\nEve Stone,eve@example.org,,Bar; Door,Stone\nFay Stone,,,Bar,Stone\n"
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/shifts/plan")
            let before = try Links.dump(rushday)
            let bad = shifts + "Broken,2027-06-12T16:00,2027-06-12T15:00,,Bar=1\r\n"
            let refused = try await browser.upload("/events/gala/shifts/import-shifts", file: ("file", "shifts.csv", Array(bad.utf8)))
            #expect(refused.status == 422 && Plan.refusals(refused.body).count == 1 && Plan.refusals(refused.body).first?.form == "import-shifts",
                    "\(refused.status) \(Plan.refusals(refused.body))")
            let none = try await browser.upload("/events/gala/shifts/import-volunteers", file: nil)
            #expect(none.status == 422 && Plan.refusals(none.body).map(\.id) == ["import-volunteers-file-error"], "\(Plan.refusals(none.body))")
            #expect(try Links.dump(rushday) == before, "a refused import changed the store")

            Self.done(try await browser.upload("/events/gala/shifts/import-shifts", file: ("file", "shifts.csv", Array(shifts.utf8))), "shifts-imported")
            let gate = try Plan.object(rushday, ["shifts", "show", "gala", "8"])
            #expect(gate["title"] as? String == "Gate 2" && Plan.needs(gate) == ["Bar=2", "Door=1"], "\(gate)")
            Self.done(try await browser.upload("/events/gala/shifts/import-volunteers", file: ("file", "volunteers.csv", Array(volunteers.utf8))),
                      "volunteers-imported")
            let eve = try #require(try Plan.volunteer(rushday, 5))
            #expect(eve["name"] as? String == "Eve Stone" && eve["household"] as? String == "Stone" && Plan.roles(eve) == ["Bar": true, "Door": false], "\(eve)")
            #expect(try Plan.volunteer(rushday, 6)?["name"] as? String == "Fay Stone")
        }
    }
}
