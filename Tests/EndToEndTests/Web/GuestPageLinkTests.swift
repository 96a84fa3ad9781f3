import Foundation
import HTTPTypes
import Testing

/// A personal link opens its own guest's pages and nothing else: not another guest's answer,
/// tickets or calendar, not another event, not an organiser's page.
@Suite struct GuestPageLinkTests {
    /// Ann and Bob of "gala" accepted, each with a ticket; Cat invited to Ada's other event, "party".
    func twoEvents(_ backend: Backend) throws -> (RushDayProcess, tickets: [String: String]) {
        let rushday = try GuestPageEvent.invited(backend: backend)
        var tickets: [String: String] = [:]
        for arguments in [["tickets", "types", "add", "gala", "regular", "--price", "25.00"],
                          ["guests", "rsvp", "gala", "ann", "accepted"], ["guests", "rsvp", "gala", "bob", "accepted"],
                          ["events", "create", "Party", "--starts", "2027-07-01T19:00", "--ends", "2027-07-01T23:00", "--timezone", "Europe/Berlin"],
                          ["guests", "add", "party", "Cat"]] {
            let outcome = try rushday.run(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        }
        for guest in ["ann", "bob"] {
            let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--guest", guest, "--format", "json"])
            let list = try JSONSerialization.jsonObject(with: Data(issued.stdout.utf8)) as? [[String: Any]]
            tickets[guest] = try #require(list?.first?["reference"] as? String, "\(issued.stdout) \(issued.stderr)")
        }
        return (rushday, tickets)
    }

    @Test(arguments: Backend.allCases) func aLinkOpensOnlyItsOwnGuestsPagesAndAnswer(backend: Backend) async throws {
        let (rushday, tickets) = try twoEvents(backend)
        let ann = try GuestLinks.give(rushday, "ann"), bob = try GuestLinks.give(rushday, "bob")
        let cat = try GuestLinks.give(rushday, "cat", event: "party")
        try await WebTestSite(rushday: rushday).visit { browser in
            let page = try await browser.get(ann + "?guest=bob&event=party")
            #expect(page.body.contains("Ann, you are invited to"))
            #expect(!page.body.contains("Bob") && !page.body.contains("Party"))
            #expect(page.body.contains("data-reference=\"\(tickets["ann"]!)\""))
            #expect(!page.body.contains(tickets["bob"]!))
            let printable = try await browser.get(ann + "/tickets?guest=bob")
            #expect(printable.body.contains("data-reference=\"\(tickets["ann"]!)\""))
            #expect(!printable.body.contains(tickets["bob"]!))
            let calendar = try await browser.get(ann + "/calendar.ics?event=party")
            #expect(calendar.header("Content-Disposition") == "attachment; filename=\"gala.ics\"")
            #expect(calendar.body.contains("SUMMARY:Gala") && !calendar.body.contains("Party"))
            // Fields naming another guest or event are not read: the answer is Ann's.
            let posted = try await browser.post(ann, ["answer": "declined", "guest": "bob", "handle": "bob", "event": "party"])
            #expect(posted.status == 303)
            let cats = try await browser.get(cat)
            #expect(cats.body.contains("<h1>Party</h1>") && !cats.body.contains("Gala"))
            // One link beside another, or joined to it, opens neither.
            for path in [ann + String(bob.dropFirst(2)), ann + "%2F" + String(bob.dropFirst(3)), ann + "/.." + bob, ann + "/../.." + bob] {
                let answer = try await browser.get(path)
                #expect(answer.status == 404, "\(path)")
                #expect(!answer.body.contains("Bob") && !answer.body.contains("Ann"), "\(path)")
            }
        }
        #expect(try GuestLinks.stored(rushday, "ann", "status") == "declined")
        #expect(try GuestLinks.stored(rushday, "bob", "status") == "accepted")
        #expect(try GuestLinks.stored(rushday, "cat", "status", event: "party") == "invited")
    }

    @Test func aLinkOpensNoOrganisersPage() async throws {
        let (rushday, _) = try twoEvents(.sqlite)
        let ann = try GuestLinks.give(rushday, "ann")
        let secret = String(ann.dropFirst(3))
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(ann).status == 200)
            #expect(browser.cookie("rushday_session") == nil, "a guest's page signs no one in")
            for path in ["/events", "/events/gala", "/events/gala/guests", "/events/gala/tickets", "/events/party/guests"] {
                let page = try await browser.get(path)
                #expect(page.status == 303, "\(path)")
                #expect(page.header("Location")?.hasPrefix("/signin?next=") == true, "\(path)")
                #expect(!page.body.contains("Ann") && !page.body.contains("Bob"), "\(path)")
                #expect(try await browser.get(path + "?format=json").status == 401, "\(path)")
            }
        }
        // The secret is no session token, nor a form token, wherever it is put.
        try await WebTestSite(rushday: rushday).visit { browser in
            let asSession = try await browser.send("/events/gala/guests", method: .get,
                                                   headers: [.accept: "text/html", .cookie: "rushday_session=\(secret)"], body: nil)
            #expect(asSession.status == 303)
            #expect(try await browser.get("/events/gala/guests?token=\(secret)&link=\(secret)").status == 303)
            #expect(try await browser.get("/events/gala/guests" + ann).status == 404)
        }
    }
}
