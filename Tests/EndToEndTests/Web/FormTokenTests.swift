import Foundation
import HTTPTypes
import Testing
import WebServer

/// CSRF by construction: every POST route the site serves, whatever it does, answers a post
/// without the page's token (or with a forged one) 403 and changes nothing, even from a browser
/// that is signed in, holds a door's cookie and has a guest's link.
@Suite struct FormTokenTests {
    @Test func everyPostRouteRefusesAPostWithoutItsToken() async throws {
        let (rushday, door, codes) = try DoorPageTests.door()
        #expect(try rushday.run(["guests", "add", "gala", "Zed Ray", "--email", "zed@example.org"]).status == 0)
        let guest = try GuestLinks.give(rushday, "zed-ray")
        let site = WebTestSite(rushday: rushday)
        let posts = try await WebTestSite.onSiteThreads { try await site.routes().posts }
        // The routes known today must be among them, so the walk cannot pass by finding none.
        for known in ["/signin", "/signup", "/signout", "/events", "/events/:event/team", "/events/:event/team/remove", "/events/:event/delete", "/events/:event/duplicate", "/i/:secret", "/u/:secret", "/events/:event/door/scan", "/events/:event/door/admit",
                      "/events/:event/door/sync", "/events/:event/new-guest", "/events/:event/guests/:guest/edit",
                      "/events/:event/guests/:guest/rsvp", "/events/:event/guests/:guest/remove", "/events/:event/questions",
                      "/events/:event/questions/:key/remove", "/events/:event/invite", "/events/:event/mail/retry",
                      "/events/:event/mail/reminders"] {
            #expect(posts.contains(known), "\(known) in \(posts)")
        }
        let secret = String(guest.dropFirst(3))
        // A form each route would act on, were its token there.
        let forms: [String: String] = ["email": "ada@example.org", "password": "correct horse battery", "answer": "accepted",
                                       "code": codes[0], "ticket": "T-1", "direction": "entry"]
        try await site.visit { browser in
            #expect(try await browser.signIn("ada@example.org").status == 303)
            _ = try await browser.get(door)
            #expect(try await browser.get(guest).status == 200)
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            for route in posts {
                let path = route.replacingOccurrences(of: ":event", with: "gala").replacingOccurrences(of: ":secret", with: secret)
                    .replacingOccurrences(of: ":guest", with: "zed-ray").replacingOccurrences(of: ":key", with: "meal")
                for forged in [nil, "forged", browser.formToken.map { String($0.reversed()) }] {
                    var form = forms
                    form["csrf"] = forged ?? nil
                    let answer = try await browser.post(path, form, csrf: false)
                    #expect(answer.status == 403, "POST \(path) with token \(forged ?? "none"): \(answer.status)")
                    let json = try await browser.post(path, form, csrf: false, headers: [.accept: "application/json"])
                    #expect(json.status == 403 && json.body.contains("\"code\""), "POST \(path) asking JSON: \(json.status) \(json.body)")
                }
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a post without its token changed the store")
            #expect(try await browser.get("/events").status == 200, "still signed in: the forged sign-out did nothing")
        }
    }
}
