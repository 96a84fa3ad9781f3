import Foundation
import Testing

/// One guest in the organiser's browser, from the same use cases as `guests add | show | update
/// | rsvp | remove`: each change seen at once by the command line; each refusal beside its field
/// with what was typed kept and the store unchanged; markup typed stays text; staff read the
/// guest but are refused every form.
@Suite struct GuestFormTests {
    @Test(arguments: Backend.allCases) func addEditAnswerForAndRemoveAGuest(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 3, backend: backend)
        #expect(try rushday.run(["guests", "questions", "add", "gala", "meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let list = try await browser.get("/events/gala/guests")
            #expect(list.body.contains("href=\"/events/gala/new-guest\""), "the list offers the form")
            let form = try await browser.get("/events/gala/new-guest")
            #expect(form.status == 200 && form.body.contains("name=\"q-meal\"") && form.body.contains("<option value=\"Vegan\">"))

            let added = try await browser.post("/events/gala/new-guest", [
                "name": "Ann <b>Lee</b>", "email": "ann@example.org", "phone": "", "party": "1", "plus-ones": "Bo <i>Ray</i>",
                "tags": "family, vip", "dietary": "", "note": "Table <3", "q-meal": "Vegan",
            ])
            #expect(added.status == 303, "\(added.status) \(added.body)")
            let page = try #require(added.header("Location"))
            #expect(page.hasPrefix("/events/gala/guests/ann") && page.hasSuffix("?done=added"))
            let handle = String(page.dropFirst("/events/gala/guests/".count).prefix { $0 != "?" })
            let shown = try await browser.get(page)
            #expect(shown.status == 200 && shown.body.contains("Ann &lt;b&gt;Lee&lt;/b&gt;") && !shown.body.contains("<b>Lee"))
            #expect(shown.body.contains("Bo &lt;i&gt;Ray&lt;/i&gt;") && shown.body.contains("Table &lt;3"))
            var ann = try guest(rushday, handle)
            #expect(ann["name"] as? String == "Ann <b>Lee</b>" && ann["email"] as? String == "ann@example.org")
            #expect(ann["plusOnes"] as? [String] == ["Bo <i>Ray</i>"] && ann["tags"] as? [String] == ["family", "vip"])
            #expect((ann["answers"] as? [String: String])?["meal"] == "Vegan")
            #expect(try await browser.get("/events/gala/guests").body.contains("href=\"/events/gala/guests/\(handle)\""), "the list links to the guest")

            // Only what changed is sent: the email, and the meal cleared.
            let base = "/events/gala/guests/" + handle
            let edit = try await browser.get(base + "/edit")
            #expect(edit.status == 200 && edit.body.contains("value=\"ann@example.org\""))
            var typed = ["name": "Ann <b>Lee</b>", "email": "ann.lee@example.org", "phone": "", "party": "1", "plus-ones": "Bo <i>Ray</i>",
                         "tags": "family, vip", "dietary": "", "note": "Table <3", "q-meal": ""]
            let saved = try await browser.post(base + "/edit", typed)
            #expect(saved.status == 303 && saved.header("Location") == base + "?done=saved", "\(saved.status) \(saved.body)")
            ann = try guest(rushday, handle)
            #expect(ann["email"] as? String == "ann.lee@example.org" && (ann["answers"] as? [String: String])?["meal"] == nil)
            typed["email"] = "ann.lee@example.org"
            #expect(try await browser.post(base + "/edit", typed).header("Location") == base + "?done=unchanged")

            let answered = try await browser.post(base + "/rsvp", ["answer": "accepted", "party": "1"])
            #expect(answered.status == 303 && answered.header("Location") == base + "?done=answered")
            #expect(try guest(rushday, handle)["status"] as? String == "accepted")
            #expect(try await browser.get(base + "?done=answered").body.contains("is accepted."))

            let confirm = try await browser.get(base + "/remove")
            #expect(confirm.status == 200 && confirm.body.contains("Remove Ann &lt;b&gt;Lee&lt;/b&gt;?") && confirm.body.contains("waitlist"))
            let removed = try await browser.post(base + "/remove", [:])
            #expect(removed.status == 303 && removed.header("Location") == "/events/gala/guests?done=removed")
            #expect(try await browser.get("/events/gala/guests?done=removed").body.contains("The guest is removed."))
        }
        let left = try #require(try ConfEvent.json(try rushday.run(["guests", "list", "gala", "--format", "json"])) as? [Any])
        #expect(left.isEmpty, "the command line still lists the removed guest")
    }

    @Test(arguments: Backend.allCases) func eachRefusalStandsBesideItsFieldAndNothingChanges(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 3, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Bea", "--email", "bea@example.org"]).status == 0)
        #expect(try rushday.run(["guests", "questions", "add", "gala", "meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/new-guest")
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            for (path, form, status, errorID) in [
                ("/events/gala/new-guest", ["name": " ", "email": "cy@example.org"], 422, "name-error"),
                ("/events/gala/new-guest", ["name": "Cy", "email": "bea@example.org"], 422, "email-error"),
                ("/events/gala/new-guest", ["name": "Cy", "email": "not an address"], 422, "email-error"),
                ("/events/gala/new-guest", ["name": "Cy", "party": "two"], 422, "party-error"),
                ("/events/gala/new-guest", ["name": "Cy", "q-meal": "Steak"], 422, "q-meal-error"),
                ("/events/gala/guests/bea/edit", ["name": "Bea", "email": "bea@example.org", "party": "-1"], 422, "party-error"),
                ("/events/gala/guests/bea/rsvp", ["answer": "perhaps"], 422, "answer-error"),
            ] {
                let refused = try await browser.post(path, form)
                #expect(refused.status == status, "\(path) \(form): \(refused.status)")
                #expect(refused.body.contains("id=\"\(errorID)\""), "\(path) \(form): no \(errorID) in \(refused.body)")
                if let name = form["name"], name == "Cy" { #expect(refused.body.contains("value=\"Cy\""), "what was typed is kept") }
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")
            #expect(try await browser.get("/events/gala/guests/nobody").status == 404)
        }
    }

    @Test func staffReadTheGuestButAreRefusedEveryForm() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["guests", "add", "gala", "Bea"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(!(try await browser.get("/events/gala/guests").body.contains("/new-guest")), "staff are offered the form")
            let page = try await browser.get("/events/gala/guests/bea")
            #expect(page.status == 200 && !page.body.contains("<form action=\"/events/gala/guests/bea"), "staff are shown the guest's forms")
            for path in ["/events/gala/new-guest", "/events/gala/guests/bea/edit", "/events/gala/guests/bea/remove"] {
                #expect(try await browser.get(path).status == 403, "\(path)")
            }
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            for (path, form) in [("/events/gala/new-guest", ["name": "Cy"]), ("/events/gala/guests/bea/edit", ["name": "Bee"]),
                                 ("/events/gala/guests/bea/edit", ["name": "Bea", "party": "0"]),
                                 ("/events/gala/guests/bea/rsvp", ["answer": "accepted"]), ("/events/gala/guests/bea/remove", [:])] {
                #expect(try await browser.post(path, form).status == 403, "\(path)")
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before)
        }
    }

    private func guest(_ rushday: RushDayProcess, _ handle: String) throws -> [String: Any] {
        try #require(try ConfEvent.json(try rushday.run(["guests", "show", "gala", handle, "--format", "json"])) as? [String: Any])
    }
}
