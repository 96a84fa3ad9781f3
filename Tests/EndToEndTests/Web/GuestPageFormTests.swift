import Foundation
import HTTPTypes
import Testing

/// The answer form of a guest's page over HTTP, on both stores: an answer saved and shown, a
/// refused one drawn again with what was typed, and every post that must change nothing (no
/// form token, another site, answers closed, pages off) refused with the store as it was.
@Suite struct GuestPageFormTests {
    @Test(arguments: Backend.allCases) func anAnswerIsSavedShownAndRecordedAsGivenOnTheWeb(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        try await WebTestSite(rushday: rushday).visit { browser in
            let page = try await browser.get(link)
            #expect(page.status == 200)
            // The secret is in the address: no other site is told it, no cache keeps the page.
            #expect(page.header("Referrer-Policy") == "no-referrer")
            #expect(page.header("Cache-Control") == "no-store")
            #expect(page.body.contains("data-status=\"invited\""))
            #expect(page.body.contains("<select id=\"party\" name=\"party\""))
            let posted = try await browser.post(link, ["answer": "accepted", "party": "2", "plus-one-1": "Cy", "plus-one-2": "Di",
                                                       "q-meal": "vegan", "q-shuttle": "yes", "q-song": "Heroes", "dietary": "no nuts"])
            #expect(posted.status == 303)
            #expect(posted.header("Location") == link + "?saved=1#rsvp-status")
            let saved = try await browser.get(link + "?saved=1")
            #expect(saved.body.contains("id=\"saved\""))
            #expect(saved.body.contains("data-status=\"accepted\">You are coming, with Cy, Di.</p>"), "\(saved.body)")
            #expect(!(try await browser.get(link)).body.contains("id=\"saved\""))
        }
        let shown = try rushday.run(["guests", "show", "gala", "ann", "--format", "json"]).stdout
        for value in ["\"accepted\"", "\"Cy\"", "\"Di\"", "\"Vegan\"", "\"Heroes\"", "\"no nuts\""] {
            #expect(shown.contains(value), "\(value) in \(shown)")
        }
        #expect(try GuestLinks.stored(rushday, "ann", "answered_via") == "web")
        #expect(try GuestLinks.stored(rushday, "ann", "answered_at") != nil)
        #expect(try GuestLinks.stored(rushday, "bob", "answered_via") == nil)
    }

    @Test(arguments: Backend.allCases) func postsWithoutTheFormTokenOrFromAnotherSiteChangeNothing(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        let before = try rushday.dump(excluding: ["server_secrets"])
        let answer = ["answer": "declined"]
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            // No cookie at all, with a token of the right shape in the field.
            let stranger = try await browser.post(link, answer.merging(["csrf": GuestLinks.secret()]) { $1 }, csrf: false)
            #expect(stranger.status == 403)
            #expect(stranger.body.contains("Form expired"))
            _ = try await browser.get(link)
            #expect(try await browser.post(link, answer, csrf: false).status == 403, "no field")
            #expect(try await browser.post(link, answer.merging(["csrf": GuestLinks.secret()]) { $1 }, csrf: false).status == 403, "wrong field")
            for (name, value) in [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Site", "same-site"), ("Origin", "https://evil.example")] {
                var headers = HTTPFields()
                headers[try #require(HTTPField.Name(name))] = value
                let forged = try await browser.post(link, answer, headers: headers)
                #expect(forged.status == 403, "\(name): \(value)")
            }
        }
        #expect(try rushday.dump(excluding: ["server_secrets"]) == before, "the form key is the server's, made when it starts")
    }

    @Test(arguments: Backend.allCases) func aRefusedAnswerIsDrawnAgainWithWhatWasTyped(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        let bob = try GuestLinks.give(rushday, "bob")
        let before = try rushday.dump(excluding: ["server_secrets"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(link)
            let typed = ["answer": "accepted", "party": "1", "plus-one-1": "Xena", "plus-one-2": "Yuri", "q-song": "Typed song", "dietary": "typed diet"]
            let names = try await browser.post(link, typed)
            #expect(names.status == 422)
            #expect(names.body.contains("<p class=\"field-error\" id=\"plus-ones-error\""))
            for value in ["value=\"Xena\"", "value=\"Yuri\"", "value=\"Typed song\"", "value=\"typed diet\"", "<option value=\"1\" selected=\"selected\">"] {
                #expect(names.body.contains(value), "\(value) kept")
            }
            let tooMany = try await browser.post(link, ["answer": "accepted", "party": "3", "dietary": "typed diet"])
            #expect(tooMany.status == 422)
            #expect(tooMany.body.contains("id=\"party-error\""))
            #expect(tooMany.body.contains("up to 2 other people"))
            #expect(tooMany.body.contains("value=\"typed diet\""))
            let choice = try await browser.post(link, ["answer": "accepted", "q-meal": "Beef"])
            #expect(choice.status == 422)
            #expect(choice.body.contains("id=\"answer-error\""))
            let control = try await browser.post(link, ["answer": "accepted", "dietary": "red\u{1B}[31m"])
            #expect(control.status == 422)
            #expect(control.body.contains("id=\"dietary-error\""))
            #expect(!control.body.contains("\u{1B}"))
            let noAnswer = try await browser.post(link, ["dietary": "x"])
            #expect(noAnswer.status == 422)
            // Bob, invited alone, is offered no party and may not post one.
            let alone = try await browser.get(bob)
            #expect(!alone.body.contains("id=\"party\""))
            #expect(alone.body.contains("This invitation is for you alone."))
            #expect(try await browser.post(bob, ["answer": "accepted", "party": "1"]).status == 422)
        }
        #expect(try rushday.dump(excluding: ["server_secrets"]) == before, "the form key is the server's, made when it starts")
    }
}
