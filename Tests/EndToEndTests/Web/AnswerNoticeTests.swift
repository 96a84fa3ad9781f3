import Foundation
import Testing

/// `events update --notify` through the built binary, and what it makes of a guest's answer on
/// their own page, on both stores: each answer queues a notice to the owner and the organiser
/// (never the staff) in the answer's write, `mail outbox --format json` lists it as an `answer`
/// to their addresses with no guest; `daily` queues one per organiser for the day, due when it
/// ends; a bad value is refused in one line and changes nothing.
@Suite struct AnswerNoticeTests {
    func run(_ rushday: RushDayProcess, _ arguments: [String]) throws -> String {
        let outcome = try rushday.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return outcome.stdout
    }

    func outbox(_ rushday: RushDayProcess) throws -> [[String: Any]] {
        let text = try run(rushday, ["mail", "outbox", "gala", "--format", "json"])
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
    }

    /// The gala with Otto organising and Stan as staff, Ada signed in, and Ann's link.
    func team(_ backend: Backend) throws -> (RushDayProcess, String) {
        let rushday = try GuestPageEvent.invited(backend: backend)
        try rushday.signUp("otto@example.org")
        try rushday.signUp("stan@example.org")
        try rushday.logIn("ada@example.org")
        _ = try run(rushday, ["events", "members", "add", "gala", "otto@example.org", "--role", "organizer"])
        _ = try run(rushday, ["events", "members", "add", "gala", "stan@example.org", "--role", "staff"])
        let url = try run(rushday, ["guests", "link", "gala", "ann", "--public-url", "https://rsvp.example.org"])
        return (rushday, String(url.trimmingCharacters(in: .newlines).dropFirst("https://rsvp.example.org".count)))
    }

    @Test(arguments: Backend.allCases) func eachAnswerOnTheGuestsPageQueuesANoticeToEveryOrganiser(backend: Backend) async throws {
        let (rushday, ann) = try team(backend)
        _ = try run(rushday, ["events", "update", "gala", "--notify", "each"])
        let shown = try JSONSerialization.jsonObject(with: Data(try run(rushday, ["events", "show", "gala", "--format", "json"]).utf8))
        #expect((shown as? [String: Any])?["notify"] as? String == "each")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(ann)
            #expect(try await browser.post(ann, ["answer": "accepted", "party": "1"]).status == 303)
            _ = try await browser.get(ann)
            #expect(try await browser.post(ann, ["answer": "accepted", "party": "3"]).status == 422, "a party too big was taken")
        }
        _ = try run(rushday, ["guests", "rsvp", "gala", "ann", "declined"])
        let notices = try outbox(rushday).filter { $0["kind"] as? String == "answer" }
        #expect(notices.count == 2, "\(notices)")
        #expect(Set(notices.compactMap { $0["to"] as? String }) == ["ada@example.org", "otto@example.org"])
        #expect(notices.allSatisfy { $0["guest"] is NSNull && $0["status"] as? String == "queued" })
    }

    @Test(arguments: Backend.allCases) func dailyQueuesOneNoticeAnOrganiserForTheDay(backend: Backend) async throws {
        let (rushday, ann) = try team(backend)
        _ = try run(rushday, ["events", "update", "gala", "--notify", "daily"])
        try await WebTestSite(rushday: rushday).visit { browser in
            for answer in ["accepted", "maybe", "declined"] {
                _ = try await browser.get(ann)
                #expect(try await browser.post(ann, ["answer": answer]).status == 303)
            }
        }
        let notices = try outbox(rushday).filter { $0["kind"] as? String == "answers" }
        #expect(notices.count == 2, "\(notices)")
        #expect(Set(notices.compactMap { $0["to"] as? String }) == ["ada@example.org", "otto@example.org"])
        let due = try #require(notices.first?["nextAttemptAt"] as? String)
        #expect(due.contains("T00:00:00"), "a day's notice is due at midnight in the event's zone, not \(due)")
    }

    @Test func aBadChoiceIsRefusedInOneLineAndChangesNothing() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let before = try rushday.dump()
        try rushday.run(["events", "update", "gala", "--notify", "hourly"]).expectFailure(65, mentioning: ["notify", "each", "daily", "off"])
        #expect(try rushday.dump() == before)
    }
}
