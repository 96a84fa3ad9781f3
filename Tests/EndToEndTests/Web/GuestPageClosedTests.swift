import Foundation
import Testing

/// When answers close the guest's page shows the answer with no form and refuses a post; when
/// the organiser switches the pages off, every page of the link is "Not available". Neither
/// changes the store.
@Suite struct GuestPageClosedTests {
    @Test(arguments: Backend.allCases) func closedAnswersAreReadOnlyAndAPostChangesNothing(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(link)
            #expect(try await browser.post(link, ["answer": "accepted", "party": "1", "dietary": "vegan"]).status == 303)
            try GuestLinks.closeAnswers(rushday, at: Date().addingTimeInterval(-60))
            let before = try rushday.dump()
            let page = try await browser.get(link)
            #expect(page.status == 200)
            #expect(!page.body.contains("id=\"rsvp\""))
            #expect(!page.body.contains("<form"))
            #expect(page.body.contains("id=\"answers-closed\""))
            #expect(page.body.contains("<dd>Me + 1</dd>"))
            #expect(page.body.contains("<dd>vegan</dd>"))
            let posted = try await browser.post(link, ["answer": "declined"])
            #expect(posted.status == 403)
            #expect(posted.body.contains("closed"))
            #expect(try rushday.dump() == before)
        }
    }

    @Test(arguments: Backend.allCases) func pagesSwitchedOffAreNotAvailableAndTakeNoAnswer(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(link).status == 200)
            try GuestLinks.switchPages(rushday, on: false)
            let before = try rushday.dump()
            for path in [link, link + "/tickets", link + "/calendar.ics"] {
                let page = try await browser.get(path) { $0.status != 200 }
                #expect(page.status == 403, "\(path)")
                #expect(page.body.contains("Not available"), "\(path)")
                #expect(!page.body.contains("Gala"), "\(path) names nothing of the event")
            }
            #expect(try await browser.post(link, ["answer": "accepted"]).status == 403)
            #expect(try rushday.dump() == before)
            try GuestLinks.switchPages(rushday, on: true)
            #expect(try await browser.get(link) { $0.status == 200 }.status == 200)
        }
    }
}
