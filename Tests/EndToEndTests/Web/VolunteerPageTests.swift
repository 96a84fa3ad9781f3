import Foundation
import HTTPTypes
import Testing

/// A volunteer's personal link and their own page, `/v/SECRET`, on both stores: the link the
/// command prints once (and rotates); the page of their household and event only; signing up
/// and leaving through its forms, every refusal 422 with its reason and the store as it was;
/// posts without the form's token; markup shown as text; the calendar file; and every link that
/// opens nothing the guests' one 404, counted in the same throttle.
@Suite struct VolunteerPageTests {
    typealias Links = VolunteerLinks

    // MARK: - The link command

    /// `shifts volunteers link` prints the link alone, once: a second time is refused with the
    /// reason and nothing changed; --rotate makes a new one and the old opens nothing; JSON and
    /// CSV carry the same; staff may not make one.
    @Test(arguments: Backend.allCases) func theLinkIsPrintedOnceAndRotated(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let url = Links.publicURL

        // Text: the URL alone, its secret 256 bits in base64url and nothing else.
        let first = try rushday.run(["shifts", "volunteers", "link", "gala", "1", "--public-url", url])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let firstLink = try #require(first.stdout.firstMatch(of: /^https:\/\/crew\.example\.org\/v\/([^\n]*)\n$/), "\(first.stdout)")
        #expect(Links.isSecret(firstLink.1), "not base64url of 32 bytes: \(first.stdout)")
        let ann = "/v/" + firstLink.1

        // Shown once: asked again, by number or email, refused with why, the store as it was.
        let before = try Links.dump(rushday)
        for volunteer in ["1", "#1", "ann@example.org"] {
            let again = try rushday.run(["shifts", "volunteers", "link", "gala", volunteer, "--public-url", url])
            #expect(again.status == 65, "\(volunteer): \(again.status) \(again.stdout)")
            #expect(again.stdout.isEmpty, "\(volunteer): \(again.stdout)")
            // One line: why, and that --rotate makes a new one.
            #expect(again.stderr.hasPrefix("rushday: volunteer: #1 'Ann Smith' already has a personal link, kept only as a digest, so it cannot be shown again; ")
                && again.stderr.contains("--rotate") && again.stderr.filter { $0 == "\n" }.count == 1 && again.stderr.hasSuffix("\n"),
                    "\(volunteer): \(again.stderr)")
        }
        #expect(try Links.dump(rushday) == before, "a refused link changed the store")

        // JSON: its keys, the link and whether it replaced one.
        let bobJSON = try rushday.run(["shifts", "volunteers", "link", "gala", "2", "--public-url", url, "--format", "json"])
        let bob = try #require(try JSONSerialization.jsonObject(with: Data(bobJSON.stdout.utf8)) as? [String: Any], "\(bobJSON.stderr)")
        #expect(Set(bob.keys) == ["event", "volunteer", "name", "link", "rotated"], "\(bob)")
        #expect(bob["event"] as? String == "gala" && bob["volunteer"] as? Int == 2 && bob["name"] as? String == "Bob Smith", "\(bob)")
        #expect(bob["rotated"] as? Bool == false, "\(bob)")
        let bobLink = try #require(bob["link"] as? String)
        #expect(bobLink.hasPrefix(url + "/v/") && Links.isSecret(bobLink.dropFirst(url.count + 3)), "\(bobLink)")

        // --rotate: a new link; the old one is the 404 of any unknown link, the new one opens.
        let rotatedJSON = try rushday.run(["shifts", "volunteers", "link", "gala", "ann@example.org", "--rotate", "--public-url", url, "--format", "json"])
        let rotated = try #require(try JSONSerialization.jsonObject(with: Data(rotatedJSON.stdout.utf8)) as? [String: Any], "\(rotatedJSON.stderr)")
        #expect(rotated["rotated"] as? Bool == true && rotated["volunteer"] as? Int == 1, "\(rotated)")
        let newLink = try #require(rotated["link"] as? String)
        #expect(newLink.hasPrefix(url + "/v/") && Links.isSecret(newLink.dropFirst(url.count + 3)), "\(newLink)")
        let newAnn = String(newLink.dropFirst(url.count))
        #expect(newAnn != ann && newLink != bobLink)

        // CSV, the address from RUSHDAY_PUBLIC_URL: a header of the JSON's keys and one row.
        let csv = try rushday.run(["shifts", "volunteers", "link", "gala", "3", "--format", "csv"], environment: ["RUSHDAY_PUBLIC_URL": url])
        #expect(csv.status == 0, "\(csv.stderr)")
        let rows = ShiftsFlowTests.csvRows(csv.stdout)
        #expect(rows.count == 2 && rows.first == ["event", "volunteer", "name", "link", "rotated"], "\(csv.stdout)")
        let cleoRow = try #require(rows.last)
        #expect(cleoRow.count == 5 && Array(cleoRow.prefix(3)) == ["gala", "3", "Cleo Park"] && cleoRow.last == "false", "\(cleoRow)")
        #expect(cleoRow.count == 5 && cleoRow[3].hasPrefix(url + "/v/") && Links.isSecret(cleoRow[3].dropFirst(url.count + 3)), "\(cleoRow)")
        let cleo = String((cleoRow.count == 5 ? cleoRow[3] : "").dropFirst(url.count))

        try await WebTestSite(rushday: rushday).visit { browser in
            let unknown = try await browser.get("/i/" + GuestLinks.secret())
            #expect(unknown.status == 404 && unknown.body.contains("Link not valid"))
            let old = try await browser.get(ann)
            #expect(old.status == 404 && old.body == unknown.body, "the link before the rotation: \(old.status)")
            let opened = try await browser.get(newAnn)
            #expect(opened.status == 200 && opened.body.contains("Ann Smith, you volunteer at"), "\(opened.status)")
            let bobs = try await browser.get(String(bobLink.dropFirst(url.count)))
            #expect(bobs.status == 200 && bobs.body.contains("Bob Smith, you volunteer at"), "\(bobs.status)")
            let cleos = try await browser.get(cleo)
            #expect(cleos.status == 200 && cleos.body.contains("Cleo Park, you volunteer at"), "\(cleos.status)")
        }

        // Staff may not make links; an organizer may; someone not a member hears of no event.
        try rushday.signUp("stan@example.org", name: "Stan")
        try rushday.signUp("olga@example.org", name: "Olga")
        try rushday.signUp("eve@example.org", name: "Eve")
        try rushday.logIn("ada@example.org")
        try Links.run(rushday, ["events", "members", "add", "gala", "stan@example.org"])
        try Links.run(rushday, ["events", "members", "add", "gala", "olga@example.org", "--role", "organizer"])
        try rushday.logIn("stan@example.org")
        let beforeStaff = try Links.dump(rushday)
        for arguments in [["4"], ["4", "--rotate"], ["1", "--rotate"]] {
            let staff = try rushday.run(["shifts", "volunteers", "link", "gala"] + arguments + ["--public-url", url])
            #expect(staff.status == 77 && staff.stdout.isEmpty, "\(arguments): \(staff.status) \(staff.stdout)")
            #expect(staff.stderr == ShiftsFlowTests.staffRefusal + "\n", "\(arguments): \(staff.stderr)")
        }
        try rushday.logIn("eve@example.org")
        let stranger = try rushday.run(["shifts", "volunteers", "link", "gala", "4", "--public-url", url])
        #expect(stranger.status == 65 && stranger.stdout.isEmpty && stranger.stderr == ShiftsFlowTests.missingEvent("gala") + "\n", "\(stranger.stderr)")
        try rushday.logIn("stan@example.org")
        #expect(try Links.dump(rushday) == beforeStaff, "staff or a stranger changed the store")
        try rushday.logIn("olga@example.org")
        let dan = try Links.make(rushday, "4")
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(newAnn).status == 200, "staff's refused --rotate left Ann's link as it was")
            let page = try await browser.get(dan)
            #expect(page.status == 200 && page.body.contains("Dan Lee, you volunteer at"), "\(page.status)")
        }
    }

    // MARK: - Whose page

    /// A link opens its own volunteer's household in its own event: not another volunteer's
    /// shifts, not another event's, not the names of other households, whatever the address asks.
    @Test(arguments: Backend.allCases) func aLinkOpensOnlyItsHouseholdAndEvent(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1"), cleo = try Links.make(rushday, "3"), dan = try Links.make(rushday, "4")
        let pia = try Links.make(rushday, "1", event: "party")
        try Links.run(rushday, ["shifts", "assign", "gala", "2", "1"])
        try await WebTestSite(rushday: rushday).visit { browser in
            for path in [ann, ann + "?volunteer=3&member=4&event=party&shift=1"] {
                let page = try await browser.get(path)
                #expect(page.status == 200, "\(path)")
                #expect(page.body.contains("Ann Smith, you volunteer at") && page.body.contains("<h1>Gala</h1>"), "\(path)")
                #expect(page.body.contains("Bob Smith"), "her household: \(path)")
                for other in ["Cleo", "Dan Lee", "Pia", "Party"] {
                    #expect(!page.body.contains(other), "\(other) on Ann's page: \(path)")
                }
                #expect(Links.seats(page.body) == ["2/1"], "Ann's shift only: \(Links.seats(page.body))")
                #expect(Links.openPlaces(page.body) == ["2/Bar", "5/Bar", "4/Bar"], "\(Links.openPlaces(page.body))")
            }

            let cleos = try await browser.get(cleo)
            #expect(cleos.body.contains("Cleo Park, you volunteer at") && Links.seats(cleos.body) == ["1/3"], "\(Links.seats(cleos.body))")
            for other in ["Ann Smith", "Bob Smith", "Smith", "Dan Lee", "Pia", "Party"] {
                #expect(!cleos.body.contains(other), "\(other) on Cleo's page")
            }
            let dans = try await browser.get(dan)
            #expect(dans.body.contains("Dan Lee, you volunteer at") && Links.seats(dans.body) == ["4/4"], "\(Links.seats(dans.body))")
            #expect(!dans.body.contains("Cleo") && !dans.body.contains("Smith"), "Dan's page names only Dan")

            // Pia's household is also called Smith, in another event: none of Ann's.
            let pias = try await browser.get(pia)
            #expect(pias.body.contains("Pia Smith, you volunteer at") && pias.body.contains("<h1>Party</h1>"))
            #expect(Links.seats(pias.body) == ["1/1"] && pias.body.contains("Party bar"), "\(Links.seats(pias.body))")
            for other in ["Ann Smith", "Bob Smith", "Gala", "Late bar", "Early bar", "Cleo", "Dan Lee"] {
                #expect(!pias.body.contains(other), "\(other) on Pia's page")
            }

            // Ann's link signs up no one outside her household, in no other event, whatever is posted.
            let before = try Links.dump(rushday)
            _ = try await browser.get(ann)
            for member in ["3", "#4", "Cleo Park"] {
                let posted = try await browser.post(ann + "/sign-up", ["shift": "5", "role": "Bar", "member": member, "event": "party"])
                #expect(posted.status == 422, "member \(member): \(posted.status)")
                #expect(Links.refusal(posted.body) == "Not done: '\(member)' is not of your household; you sign up only yourself and those of your household",
                        "member \(member): \(Links.refusal(posted.body) ?? posted.body)")
            }
            let leaving = try await browser.post(ann + "/leave", ["shift": "1", "member": "3"])
            #expect(leaving.status == 422 && Links.refusal(leaving.body)?.contains("is not of your household") == true, "\(leaving.status)")
            let dansShift = try await browser.post(ann + "/leave", ["shift": "4", "member": "4"])
            #expect(dansShift.status == 422, "\(dansShift.status)")
            #expect(try Links.dump(rushday) == before, "another household's seat changed")
        }
        #expect(try Links.onShift(rushday, 1) == [3] && Links.onShift(rushday, 4) == [4] && Links.onShift(rushday, 5).isEmpty)
        #expect(try Links.onShift(rushday, 1, event: "party") == [1])
    }

    // MARK: - Signing up

    /// Signing up through the form: 303 to the page, which then shows the seat; one of the
    /// household signed up too.
    @Test(arguments: Backend.allCases) func aSignUpIsShownOnThePage(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        try await WebTestSite(rushday: rushday).visit { browser in
            let page = try await browser.get(ann)
            #expect(page.status == 200 && Links.seats(page.body).isEmpty && page.body.contains("None yet"))
            #expect(Links.openPlaces(page.body) == ["2/Bar", "5/Bar", "4/Bar"], "\(Links.openPlaces(page.body))")
            #expect(page.body.contains("action=\"\(ann)/sign-up\""), "the page's forms post to its own link")

            let signedUp = try await browser.post(ann + "/sign-up", ["shift": "2", "role": "Bar", "member": "1"])
            #expect(signedUp.status == 303, "\(signedUp.status) \(Links.refusal(signedUp.body) ?? "")")
            #expect(signedUp.header("Location") == ann + "?signed-up=2&member=1#my-shifts", "\(signedUp.header("Location") ?? "none")")
            let shown = try await browser.get(ann + "?signed-up=2&member=1")
            #expect(shown.body.contains("Signed up for shift #2. Thank you!"), "what was done, said")
            #expect(Links.seats(shown.body) == ["2/1"], "\(Links.seats(shown.body))")
            #expect(Links.openPlaces(shown.body) == ["2/Bar", "5/Bar", "4/Bar"], "Bob may still take #2 and #5: \(Links.openPlaces(shown.body))")
            #expect(shown.body.contains("action=\"\(ann)/leave\""), "a Leave button for the seat")

            // Bob, of Ann's household, signed up by her, naming no role.
            let bob = try await browser.post(ann + "/sign-up", ["shift": "#5", "member": "2"])
            #expect(bob.status == 303 && bob.header("Location") == ann + "?signed-up=5&member=2#my-shifts", "\(bob.status) \(Links.refusal(bob.body) ?? "")")
            let both = try await browser.get(ann)
            #expect(Links.seats(both.body) == ["2/1", "5/2"], "\(Links.seats(both.body))")
            #expect(both.body.contains("Your household&#39;s shifts") || both.body.contains("Your household's shifts"))
            #expect(both.body.contains("Bob Smith, as Bar"))
            // Without a member named, the link's own volunteer.
            let own = try await browser.post(ann + "/sign-up", ["shift": "4", "role": "Bar"])
            #expect(own.status == 303 && own.header("Location") == ann + "?signed-up=4&member=1#my-shifts", "\(own.status) \(Links.refusal(own.body) ?? "")")
        }
        #expect(try Links.onShift(rushday, 2) == [1] && Links.onShift(rushday, 5) == [2])
        #expect(try Links.onShift(rushday, 4) == [1, 4], "Ann and Dan on the clean-up")
        let list = try rushday.run(["shifts", "volunteers", "list", "gala", "--format", "json"])
        let volunteers = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(volunteers.first { $0["number"] as? Int == 1 }?["shifts"] as? [Int] == [2, 4], "\(list.stdout)")
    }

    /// Every refusal of a sign-up: 422, the page with the reason in `#refusal`, the store exactly
    /// as it was.
    @Test(arguments: Backend.allCases) func everyRefusedSignUpIs422WithItsReasonAndChangesNothing(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        try Links.run(rushday, ["shifts", "assign", "gala", "2", "1"])
        let refusals: [([String: String], String)] = [
            (["shift": "1", "role": "Bar", "member": "1"], "shift #1 is full for 'Bar' (1 of 1 taken)"),
            (["shift": "5", "role": "Bar", "member": "1"],
             "shift #5 overlaps shift #2 (Saturday 12 June 2027, 18:00–20:00, Berlin time), which 'Ann Smith' is on"),
            (["shift": "3", "role": "Door", "member": "1"], "'Ann Smith' is not in the role 'Door'; give them the role first"),
            (["shift": "3", "member": "1"], "'Ann Smith' holds no role shift #3 needs; give them one first"),
            (["shift": "3", "role": "Door", "member": "2"], "'Bob Smith' is not approved for 'Door' yet; an organiser approves them first"),
            (["shift": "4", "role": "Bar", "member": "3"], "'3' is not of your household; you sign up only yourself and those of your household"),
            (["shift": "4", "role": "Bar", "member": "9"], "'9' is not of your household; you sign up only yourself and those of your household"),
            (["shift": "99", "role": "Bar", "member": "1"], "no shift '99' in 'gala'; a shift is named by its number, like 3 or #3"),
            (["shift": "", "role": "Bar", "member": "1"], "no shift '' in 'gala'; a shift is named by its number, like 3 or #3"),
            (["shift": "6", "role": "Bar", "member": "1"], "shift #6 started Sunday 1 November 2026, 10:00, Berlin time; sign-up has closed"),
            (["shift": "2", "role": "Bar", "member": "1"], "already on shift #2"),
            (["shift": "4", "role": "Bouncer", "member": "1"], "no role 'Bouncer' in 'gala'; its roles are 'Bar', 'Door'"),
        ]
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(ann)
            let before = try Links.dump(rushday)
            for (form, reason) in refusals {
                let answer = try await browser.post(ann + "/sign-up", form)
                #expect(answer.status == 422, "\(form): \(answer.status)")
                let said = Links.refusal(answer.body)
                #expect(said?.hasPrefix("Not done: " + reason) == true, "\(form): \(said ?? String(answer.body.prefix(600)))")
                #expect(answer.body.contains("Ann Smith, you volunteer at"), "\(form): the page again, with the reason on top")
                #expect(Links.seats(answer.body) == ["2/1"], "\(form): \(Links.seats(answer.body))")
                #expect(!answer.body.contains("Cleo") && !answer.body.contains("Dan"), "\(form): no other household named")
            }
            #expect(try Links.dump(rushday) == before, "a refused sign-up changed the store")
            // The form's token still works after the refusals: the page was fine all along.
            let taken = try await browser.post(ann + "/sign-up", ["shift": "4", "role": "Bar", "member": "2"])
            #expect(taken.status == 303, "\(taken.status) \(Links.refusal(taken.body) ?? "")")
            #expect(try Links.dump(rushday) != before, "the dump shows a sign-up, so equal dumps above mean nothing changed")
        }
        #expect(try Links.onShift(rushday, 1) == [3] && Links.onShift(rushday, 3).isEmpty && Links.onShift(rushday, 5).isEmpty)
        #expect(try Links.onShift(rushday, 6).isEmpty && Links.onShift(rushday, 4) == [2, 4])
    }

    /// A post without the page's form token, or with a forged one, is refused and changes nothing.
    @Test(arguments: Backend.allCases) func postsWithoutTheFormTokenChangeNothing(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        try Links.run(rushday, ["shifts", "assign", "gala", "4", "1"])
        let signUp = ["shift": "2", "role": "Bar", "member": "1"], leave = ["shift": "4", "member": "1"]
        try await WebTestSite(rushday: rushday).visit { stranger in
            // No cookie at all, a token of the right shape.
            let before = try Links.dump(rushday)
            for (path, form) in [(ann + "/sign-up", signUp), (ann + "/leave", leave)] {
                let answer = try await stranger.post(path, form.merging(["csrf": GuestLinks.secret()]) { $1 }, csrf: false)
                #expect(answer.status == 403, "\(path) from a browser without the page: \(answer.status)")
            }
            #expect(try Links.dump(rushday) == before)
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(ann).status == 200)
            let before = try Links.dump(rushday)
            let token = try #require(browser.formToken)
            for (path, form) in [(ann + "/sign-up", signUp), (ann + "/leave", leave)] {
                for forged in [nil, "", "forged", GuestLinks.secret(), String(token.reversed()), String(token.dropLast())] {
                    var fields = form
                    fields["csrf"] = forged
                    let answer = try await browser.post(path, fields, csrf: false)
                    #expect(answer.status == 403, "\(path) with token \(forged ?? "none"): \(answer.status)")
                }
                for (name, value) in [("Sec-Fetch-Site", "cross-site"), ("Origin", "https://evil.example")] {
                    var headers = HTTPFields()
                    headers[try #require(HTTPField.Name(name))] = value
                    let answer = try await browser.post(path, form, headers: headers)
                    #expect(answer.status == 403, "\(path) \(name): \(value): \(answer.status)")
                }
            }
            #expect(try Links.dump(rushday) == before, "a post without its token changed the store")
            // With the page's token the same posts are done.
            #expect(try await browser.post(ann + "/sign-up", signUp).status == 303)
            #expect(try await browser.post(ann + "/leave", leave).status == 303)
        }
        #expect(try Links.onShift(rushday, 2) == [1] && Links.onShift(rushday, 4) == [4])
    }

    // MARK: - Leaving

    /// Leaving before the deadline is done; within 3 hours of the start it is refused with the
    /// deadline, nothing changed, and the page offers no Leave button for it.
    @Test(arguments: Backend.allCases) func aShiftIsLeftUntilThreeHoursBeforeItStarts(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        // #7 starts in two hours, #8 in four (to the minute), each an hour long.
        let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
        let soon = Date(timeIntervalSince1970: minute + 2 * 3600), later = Date(timeIntervalSince1970: minute + 4 * 3600)
        for (title, starts) in [("Soon", soon), ("Later", later)] {
            try Links.run(rushday, ["shifts", "add", "gala", title, "--starts", Links.berlin(starts, "yyyy-MM-dd'T'HH:mm"),
                                    "--ends", Links.berlin(starts.addingTimeInterval(3600), "yyyy-MM-dd'T'HH:mm"), "--need", "Bar=2"])
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(ann)
            for (shift, member) in [("2", "1"), ("4", "2"), ("7", "1"), ("8", "1"), ("7", "2")] {
                let signedUp = try await browser.post(ann + "/sign-up", ["shift": shift, "role": "Bar", "member": member])
                #expect(signedUp.status == 303, "#\(shift) for \(member): \(signedUp.status) \(Links.refusal(signedUp.body) ?? "")")
            }
            let page = try await browser.get(ann)
            #expect(Links.seats(page.body) == ["7/1", "7/2", "8/1", "2/1", "4/2"], "soonest first: \(Links.seats(page.body))")
            // The seats on #7 say to ask an organiser, and have no Leave form.
            #expect(page.body.contains("To leave it now, ask an organiser."))
            let leaveForms = page.body.matches(of: /<form[^>]*class="[^"]*leave-shift[^"]*"/).count
            #expect(leaveForms == 3, "Leave for #8, #2 and #4 only: \(leaveForms)")

            // Before the deadline: left, 303 to the page saying so.
            let left = try await browser.post(ann + "/leave", ["shift": "2", "member": "1"])
            #expect(left.status == 303 && left.header("Location") == ann + "?left=2&member=1#my-shifts", "\(left.status) \(Links.refusal(left.body) ?? "")")
            let shown = try await browser.get(ann + "?left=2&member=1")
            #expect(shown.body.contains("You left shift #2."))
            #expect(Links.seats(shown.body) == ["7/1", "7/2", "8/1", "4/2"], "\(Links.seats(shown.body))")
            let bob = try await browser.post(ann + "/leave", ["shift": "#4", "member": "#2"])
            #expect(bob.status == 303 && bob.header("Location") == ann + "?left=4&member=2#my-shifts", "\(bob.status) \(Links.refusal(bob.body) ?? "")")
            let laterLeft = try await browser.post(ann + "/leave", ["shift": "8", "member": "1"])
            #expect(laterLeft.status == 303, "four hours ahead is before the deadline: \(Links.refusal(laterLeft.body) ?? "")")

            // Within 3 hours of the start: refused, with the deadline, nothing changed.
            let before = try Links.dump(rushday)
            let deadline = Links.berlin(soon.addingTimeInterval(-3 * 3600))
            for (member, name) in [("1", "Ann Smith"), ("2", "Bob Smith")] {
                let refused = try await browser.post(ann + "/leave", ["shift": "7", "member": member])
                #expect(refused.status == 422, "\(member): \(refused.status)")
                #expect(Links.refusal(refused.body) == "Not done: shift #7 could be left until \(deadline), 3 hours before it starts; ask an organiser to take '\(name)' off it",
                        "\(Links.refusal(refused.body) ?? String(refused.body.prefix(600)))")
            }
            // A shift not held, or held by someone outside the household, is not left either.
            let notOn = try await browser.post(ann + "/leave", ["shift": "5", "member": "1"])
            #expect(notOn.status == 422 && Links.refusal(notOn.body) == "Not done: 'Ann Smith' is not on shift #5", "\(Links.refusal(notOn.body) ?? "")")
            let notOurs = try await browser.post(ann + "/leave", ["shift": "4", "member": "4"])
            #expect(notOurs.status == 422 && Links.refusal(notOurs.body)?.contains("is not of your household") == true)
            let unknown = try await browser.post(ann + "/leave", ["shift": "99", "member": "1"])
            #expect(unknown.status == 422 && Links.refusal(unknown.body)?.contains("no shift '99' in 'gala'") == true, "\(unknown.status)")
            #expect(try Links.dump(rushday) == before, "a refused leaving changed the store")
        }
        #expect(try Links.onShift(rushday, 2).isEmpty && Links.onShift(rushday, 4) == [4] && Links.onShift(rushday, 8).isEmpty)
        #expect(try Links.onShift(rushday, 7) == [1, 2])
    }

    // MARK: - Markup

    /// Markup in shift titles, places, roles, volunteers' names and the household's name is shown
    /// as text: on the page, in its forms and in a refusal's reason.
    @Test(arguments: Backend.allCases) func markupInNamesIsShownAsText(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        let title = "<script>alert('title')</script>", place = "<b>Tent</b> & \"Co\"", role = "<u>Bar</u>"
        let ann = "Ann <i>Smith</i>", bob = "Bob \"<b>\" O'Neil", household = "<em>Smiths</em>"
        for arguments in [["roles", "add", "gala", role],
                          ["roles", "add", "gala", "Door"],
                          ["add", "gala", title, "--starts", "2027-06-12T17:00", "--ends", "2027-06-12T19:00", "--place", place, "--need", "\(role)=2"],
                          ["add", "gala", "Door", "--starts", "2027-06-12T20:00", "--ends", "2027-06-12T21:00", "--place", place, "--need", "Door=1"],
                          ["add", "gala", "Late", "--starts", "2027-06-12T22:00", "--ends", "2027-06-12T23:00", "--need", "\(role)=1"],
                          ["volunteers", "add", "gala", ann, "--role", role, "--household", household],
                          ["volunteers", "add", "gala", bob, "--role", role, "--household", household],
                          ["assign", "gala", "1", "2"]] {
            try Links.run(rushday, ["shifts"] + arguments)
        }
        let link = try Links.make(rushday, "1")
        try await WebTestSite(rushday: rushday).visit { browser in
            let page = try await browser.get(link)
            #expect(page.status == 200)
            for raw in [title, "<b>Tent", "<u>Bar", "<i>Smith", "\"<b>\"", "<em>", "<script>"] {
                #expect(!page.body.contains(raw), "\(raw) as markup on the page")
            }
            for shown in ["&lt;script&gt;alert(", "&lt;b&gt;Tent&lt;/b&gt; &amp; ", "Ann &lt;i&gt;Smith&lt;/i&gt;, you volunteer at",
                          "&lt;u&gt;Bar&lt;/u&gt;", "Bob &quot;&lt;b&gt;&quot; O"] {
                #expect(page.body.contains(shown), "\(shown) as text")
            }
            #expect(page.body.contains("data-role=\"&lt;u&gt;Bar&lt;/u&gt;\""), "the role escaped in an attribute")
            // A refusal naming them escapes them too.
            let refused = try await browser.post(link + "/sign-up", ["shift": "2", "role": "Door", "member": "2"])
            #expect(refused.status == 422)
            #expect(Links.refusal(refused.body) == "Not done: '\(bob)' is not in the role 'Door'; give them the role first", "\(Links.refusal(refused.body) ?? "")")
            #expect(!refused.body.contains("\"<b>\"") && !refused.body.contains("<i>Smith"))
            // Signed up through the form with the role as its hidden field gives it.
            let hidden = try #require(page.body.firstMatch(of: /name="role" value="([^"]*)"/).map { Links.unescaped(String($0.1)) })
            #expect(hidden == role)
            let signedUp = try await browser.post(link + "/sign-up", ["shift": "3", "role": hidden, "member": "1"])
            #expect(signedUp.status == 303, "\(Links.refusal(signedUp.body) ?? "")")
            let shown = try await browser.get(link + "?signed-up=3&member=1")
            #expect(shown.body.contains("Ann &lt;i&gt;Smith&lt;/i&gt;, as &lt;u&gt;Bar&lt;/u&gt;"), "who goes, as text")
            #expect(!shown.body.contains("<i>Smith") && !shown.body.contains("<u>Bar"))
        }
    }

    // MARK: - The calendar

    /// `shifts.ics`: a calendar file of the household's shifts, not cancelled ones, not anyone
    /// else's, not another event's.
    @Test(arguments: Backend.allCases) func theCalendarHoldsTheHouseholdsShiftsOnly(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        for arguments in [["assign", "gala", "2", "1"], ["assign", "gala", "4", "2"], ["assign", "gala", "5", "2"], ["cancel", "gala", "5"]] {
            try Links.run(rushday, ["shifts"] + arguments)
        }
        let ann = try Links.make(rushday, "1"), cleo = try Links.make(rushday, "3"), dan = try Links.make(rushday, "4")
        let pia = try Links.make(rushday, "1", event: "party")
        try await WebTestSite(rushday: rushday).visit { browser in
            let file = try await browser.get(ann + "/shifts.ics", accept: "text/calendar")
            #expect(file.status == 200)
            #expect(file.header("Content-Type")?.hasPrefix("text/calendar") == true, "\(file.header("Content-Type") ?? "none")")
            #expect(file.header("Content-Disposition")?.contains("gala-shifts.ics") == true, "\(file.header("Content-Disposition") ?? "none")")
            let calendar = Links.unfolded(file.body)
            #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\n") && calendar.hasSuffix("END:VCALENDAR\r\n"))
            let summaries = calendar.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") }.map(String.init)
            #expect(summaries == ["SUMMARY:Late bar (Bar)\\, Gala", "SUMMARY:Bob Smith: Clean-up (Bar)\\, Gala"], "\(summaries)")
            #expect(calendar.contains("DTSTART:20270612T160000Z") && calendar.contains("DTEND:20270612T180000Z"), "Late bar in UTC")
            #expect(calendar.contains("LOCATION:Main tent"))
            for other in ["Early bar", "Relief", "Door", "Set-up", "Cleo", "Dan", "Party", "Pia"] {
                #expect(!calendar.contains(other), "\(other) in Ann's calendar")
            }
            let page = try await browser.get(ann)
            #expect(page.body.contains("href=\"\(ann)/shifts.ics\""), "the page's Add to calendar")

            let cleos = Links.unfolded(try await browser.get(cleo + "/shifts.ics").body)
            #expect(cleos.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") } == ["SUMMARY:Early bar (Bar)\\, Gala"], "\(cleos)")
            #expect(!cleos.contains("Smith") && !cleos.contains("Late bar"))
            let dans = Links.unfolded(try await browser.get(dan + "/shifts.ics").body)
            #expect(dans.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") } == ["SUMMARY:Clean-up (Bar)\\, Gala"], "\(dans)")
            #expect(!dans.contains("Bob"))
            let pias = Links.unfolded(try await browser.get(pia + "/shifts.ics").body)
            #expect(pias.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") } == ["SUMMARY:Party bar (Bar)\\, Party"], "\(pias)")
            #expect(!pias.contains("Gala") && !pias.contains("Ann"))
        }
    }

    // MARK: - Links that open nothing

    /// Forged, malformed and rotated links, and a guest's secret under /v/ or a volunteer's under
    /// /i/, are all the guests' one 404, byte for byte, for every route of the page.
    @Test(arguments: Backend.allCases) func linksThatOpenNothingAreTheGuestsOne404(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        try Links.run(rushday, ["guests", "add", "gala", "Gus"])
        let guest = try GuestLinks.give(rushday, "gus")
        let old = try Links.make(rushday, "1")
        let new = try Links.make(rushday, "1", rotate: true)
        let bob = try Links.make(rushday, "2")
        let secret = Links.secret(new)
        var changed = Array(secret)
        changed[10] = changed[10] == "A" ? "B" : "A"
        let forged: [String] = [
            old, old + "/shifts.ics",
            "/v/" + GuestLinks.secret(), "/v/" + String(changed), "/v/" + secret.dropLast(), "/v/" + secret + "A",
            "/v/" + String(secret.reversed()) + "/shifts.ics", "/v/" + (try GuestLinks.digest(secret)),
            "/v/" + String(repeating: "A", count: 200), "/v/not%20a%20link", "/v/%3Cscript%3E", "/v/" + secret + "%00",
            "/v/" + Links.secret(guest), "/i/" + secret, new + Links.secret(bob),
        ]
        try await WebTestSite(rushday: rushday).visit { browser in
            let unknown = try await browser.get("/i/" + GuestLinks.secret())
            #expect(unknown.status == 404 && unknown.body.contains("Link not valid"))
            for path in forged {
                let answer = try await browser.get(path)
                #expect(answer.status == 404, "\(path): \(answer.status)")
                #expect(answer.body == unknown.body, "\(path): \(answer.body.prefix(300))")
            }
            // Posts to the old link, with the page's form token, are the same 404.
            #expect(try await browser.get(new).status == 200)
            let before = try Links.dump(rushday)
            for (route, form) in [("/sign-up", ["shift": "2", "role": "Bar", "member": "1"]), ("/leave", ["shift": "2", "member": "1"])] {
                let answer = try await browser.post(old + route, form)
                #expect(answer.status == 404 && answer.body == unknown.body, "POST \(route) on the old link: \(answer.status)")
            }
            #expect(try Links.dump(rushday) == before)
            let opened = try await browser.get(new)
            #expect(opened.status == 200 && opened.body.contains("Ann Smith, you volunteer at"))
            #expect(try await browser.get(guest).status == 200, "the guest's link opens the guest's page")
        }
    }

    /// A link that opens nothing counts in the guests' throttle: 20 of them, /v/ and /i/ alike,
    /// and the next unknown one is 429, while a valid volunteer's link still opens and posts; the
    /// access log shows no secret.
    @Test(arguments: Backend.allCases) func linkGuessesShareTheGuestsThrottleAndTheLogHidesSecrets(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            #expect(try await browser.get(ann).status == 200)
            for attempt in 1...20 {
                let path = attempt % 2 == 0 ? "/i/" + GuestLinks.secret() : "/v/" + GuestLinks.secret() + (attempt % 4 == 1 ? "/shifts.ics" : "")
                #expect(try await browser.get(path).status == 404, "attempt \(attempt): \(path)")
            }
            for path in ["/v/" + GuestLinks.secret(), "/i/" + GuestLinks.secret(), "/v/" + GuestLinks.secret() + "/shifts.ics"] {
                let refused = try await browser.get(path)
                #expect(refused.status == 429 && refused.body.contains("Too many attempts"), "\(path): \(refused.status)")
            }
            let posted = try await browser.post("/v/" + GuestLinks.secret() + "/sign-up", ["shift": "2", "role": "Bar", "member": "1"])
            #expect(posted.status == 429, "a post to an unknown link: \(posted.status)")
            #expect(try await browser.get(ann).status == 200, "a valid link always opens")
            #expect(try await browser.get(ann + "/shifts.ics").status == 200)
            #expect(try await browser.post(ann + "/sign-up", ["shift": "2", "role": "Bar", "member": "1"]).status == 303)
            #expect(try await browser.post(ann + "/sign-up", ["shift": "1", "role": "Bar", "member": "1"]).status == 422)
            #expect(try await browser.get("/v/" + GuestLinks.secret()).status == 429, "the guesser is still throttled")
        }
        #expect(try Links.onShift(rushday, 2) == [1])
        let lines = site.log.all
        for expected in ["GET /v/[redacted] 200", "GET /v/[redacted] 404", "GET /v/[redacted] 429", "GET /v/[redacted]/shifts.ics 200",
                         "POST /v/[redacted]/sign-up 303", "POST /v/[redacted]/sign-up 422", "POST /v/[redacted]/sign-up 429"] {
            #expect(lines.contains { $0.contains(expected) }, "\(expected) in \(lines)")
        }
        #expect(!lines.joined().contains(Links.secret(ann)), "the secret in the access log")
    }

    /// An event cancelled takes no sign-up from a page read before: 422 with why, the store as
    /// it was; the page offers no place and says the event is cancelled.
    @Test(arguments: Backend.allCases) func aCancelledEventTakesNoSignUp(backend: Backend) async throws {
        let rushday = try Links.gala(backend: backend)
        let ann = try Links.make(rushday, "1")
        try await WebTestSite(rushday: rushday).visit { browser in
            let page = try await browser.get(ann)
            #expect(Links.openPlaces(page.body).contains("2/Bar"))
            try Links.run(rushday, ["events", "cancel", "gala"])
            let before = try Links.dump(rushday)
            let refused = try await browser.post(ann + "/sign-up", ["shift": "2", "role": "Bar", "member": "1"])
            #expect(refused.status == 422, "\(refused.status)")
            #expect(Links.refusal(refused.body) == "Not done: 'Gala' is cancelled; there are no shifts to sign up for", "\(Links.refusal(refused.body) ?? "none")")
            #expect(try Links.dump(rushday) == before, "a refused sign-up changed the store")
            let after = try await browser.get(ann)
            #expect(Links.openPlaces(after.body).isEmpty && after.body.contains("is cancelled: there are no shifts to take."))
        }
    }
}
