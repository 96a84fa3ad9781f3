import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// Notices of guests' answers, as the drain writes them to an organiser: an answer in the words
/// it was queued with; a day's answers from the guests whose latest answer fell in that day,
/// sent only once the day is over, and not at all when none is left.
struct AnswerNoticeMailTests {
    private func answered(_ fixture: Fixture, _ handle: String, name: String, _ status: RSVPStatus, at instant: Date) async throws -> Guest {
        let guest = try await fixture.guest(handle, name: name, email: "\(handle)@example.org", status: status)
        try await fixture.store.change(event: fixture.event.id) { _, guests in
            if let index = guests.firstIndex(where: { $0.id == guest.id }) { guests[index].answered(via: .web, at: instant) }
        }
        return guest
    }

    private func daily(_ fixture: Fixture, to recipient: String, for guest: Guest) async throws -> OutboxMessage {
        let stored = try #require(await fixture.store.find(id: fixture.event.id))
        let notice = try #require(AnswerNotice.owed(for: guest, in: stored, organisers: [
            MemberRecord(membership: Membership(eventID: stored.id, userID: fixture.ada.id, role: .owner, addedAt: fixture.clock.now()),
                         email: try EmailAddress(recipient), displayName: "Ada"),
        ], at: fixture.clock.now(), ids: { fixture.dependencies.ids.make() }, digest: fixture.dependencies.tokens.digest).first)
        try await fixture.store.queue([notice])
        return notice
    }

    @Test func anAnswerGoesToTheOrganiserInTheWordsItWasQueuedWithEscapedInItsHTML() async throws {
        let fixture = try await Fixture(title: "Gala <script>")
        let notice = OutboxMessage.notice(.answer, of: fixture.event.id, to: try EmailAddress("otto@example.org"),
                                          saying: "Bea <b>Moss</b> <bea@example.org>: accepted, with 1 more", at: fixture.clock.now(),
                                          id: fixture.dependencies.ids.make())
        try await fixture.store.queue([notice])
        #expect(try await fixture.drain().sent == 1)
        let mail = try #require(fixture.transport.handed.last)
        #expect(mail.to == MailAddress(address: try EmailAddress("otto@example.org")))
        #expect(mail.content.subject == "An answer for Gala <script>: Bea <b>Moss</b> <bea@example.org>: accepted, with 1 more")
        #expect(mail.content.text.contains("Bea <b>Moss</b> <bea@example.org>: accepted, with 1 more"))
        let html = try #require(mail.content.html)
        #expect(html.contains("Bea &lt;b&gt;Moss&lt;/b&gt;") && !html.contains("<b>Moss"), "the answer's words were not escaped in the HTML")
        #expect(!html.contains("<script>"))
        #expect(mail.content.headers.isEmpty, "a notice carries no unsubscribe link")
        #expect(try await fixture.message(notice.id).status == .sent)
    }

    @Test func aDaysNoticeWaitsForTheDaysEndThenTellsOfThatDaysLatestAnswers() async throws {
        let fixture = try await Fixture()
        try await fixture.changeEvent { $0.notify = .daily }
        let berlin = fixture.event.timeZone
        let today = AnswerNotice.Day(of: fixture.clock.now(), in: berlin)
        let bea = try await answered(fixture, "bea", name: "Bea", .accepted, at: fixture.clock.now())
        _ = try await answered(fixture, "cy", name: "Cy", .declined, at: fixture.clock.now().addingTimeInterval(1))
        _ = try await answered(fixture, "dee", name: "Dee", .maybe, at: today.start.addingTimeInterval(-1))
        let notice = try await daily(fixture, to: "ada@example.org", for: bea)
        #expect(try await daily(fixture, to: "ada@example.org", for: bea).id == notice.id, "the day's second answer named another notice")
        #expect(await fixture.messages().count == 1)
        #expect(try await fixture.drain().attempted == 0, "a day's notice went before the day was over")

        fixture.clock.advance(by: today.end.timeIntervalSince(fixture.clock.now()))
        #expect(try await fixture.drain().sent == 1)
        let mail = try #require(fixture.transport.handed.last)
        #expect(mail.content.subject == "2 answers for Gala on \(today.label)")
        #expect(mail.content.text.contains("Bea <bea@example.org>: accepted"))
        #expect(mail.content.text.contains("Cy <cy@example.org>: declined"))
        #expect(!mail.content.text.contains("Dee"), "an answer of the day before was told")
    }

    @Test func aDaysNoticeWithEveryAnswerChangedSinceIsReplacedNotSent() async throws {
        let fixture = try await Fixture()
        try await fixture.changeEvent { $0.notify = .daily }
        let today = AnswerNotice.Day(of: fixture.clock.now(), in: fixture.event.timeZone)
        let bea = try await answered(fixture, "bea", name: "Bea", .accepted, at: fixture.clock.now())
        let notice = try await daily(fixture, to: "ada@example.org", for: bea)
        fixture.clock.advance(by: today.end.timeIntervalSince(fixture.clock.now()) + 60)
        try await fixture.store.change(event: fixture.event.id) { _, guests in
            if let index = guests.firstIndex(where: { $0.id == bea.id }) { guests[index].answered(via: .web, at: today.end) }
        }
        let response = try await fixture.drain()
        #expect((response.sent, response.replaced) == (0, 1))
        #expect(fixture.transport.handed.isEmpty)
        let stored = try await fixture.message(notice.id)
        #expect(stored.status == .replaced)
        #expect(stored.lastReply?.contains("changed on a later day") == true)
    }
}
