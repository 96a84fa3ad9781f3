import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// The organisers are told of the answers guests give on their own pages, as the event's
/// `notify` says: each answer at once, or one notice a day; owners and organisers, never staff;
/// queued with the answer or not at all.
@Suite struct AnswerNoticeTests {
    private func notifying(_ notices: AnswerNotices, _ fixture: Fixture) async throws {
        var event = fixture.event
        event.notify = notices
        try await fixture.store.update(event)
    }

    private func notices(_ fixture: Fixture) async -> [OutboxMessage] {
        await fixture.store.messages(of: fixture.event.id, status: nil).filter(\.kind.isNotice)
    }

    @Test func eachAnswerTellsEveryOwnerAndOrganiserOnceInTheWordsOfThatAnswer() async throws {
        let fixture = try await Fixture()
        try await notifying(.each, fixture)
        try await fixture.add("Ann", party: 2, email: "ann@example.org")
        let page = try await fixture.link("ann")
        try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 1, dietary: "vegan"))
        try await fixture.answer(page, AnswerInvitationRequest(answer: .declined))
        let told = await notices(fixture)
        #expect(told.map(\.kind) == [.answer, .answer, .answer, .answer])
        #expect(Set(told.map(\.recipient.value)) == ["ada@example.org", "otto@example.org"], "staff were told, or an organiser was not")
        #expect(told.allSatisfy { $0.guestID == nil && $0.status == .queued })
        let words = told.sorted { ($0.createdAt, $0.recipient.value) < ($1.createdAt, $1.recipient.value) }.compactMap(\.note)
        #expect(words == ["Ann <ann@example.org>: accepted, with 1 more; dietary: vegan",
                          "Ann <ann@example.org>: accepted, with 1 more; dietary: vegan",
                          "Ann <ann@example.org>: declined; dietary: vegan",
                          "Ann <ann@example.org>: declined; dietary: vegan"])
    }

    @Test func aRefusedAnswerTellsNoOne() async throws {
        let fixture = try await Fixture()
        try await notifying(.each, fixture)
        try await fixture.add("Ann", party: 1)
        let page = try await fixture.link("ann")
        try await fixture.expectRefused(field: "party", containing: "up to 1 other person") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 2))
        }
        #expect(await notices(fixture).isEmpty)
    }

    @Test func offTellsNoOneAndAnOrganisersRSVPIsNoNotice() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        try await fixture.answer(try await fixture.link("ann"), AnswerInvitationRequest(answer: .accepted))
        try await notifying(.each, fixture)
        try await fixture.rsvp("ann", .declined)
        #expect(await notices(fixture).isEmpty)
    }

    /// Every answer of a day in the event's zone, however many, owes each organiser one notice,
    /// due when that day ends there; the next day's first answer owes a new one.
    @Test func aDaysAnswersOweOneNoticeEachDueWhenTheDayEnds() async throws {
        let fixture = try await Fixture()
        try await notifying(.daily, fixture)
        let berlin = try TimeZoneID("Europe/Berlin")
        for name in ["Ann", "Bob", "Cy"] { try await fixture.add(name) }
        for handle in ["ann", "bob", "cy"] {
            try await fixture.answer(try await fixture.link(handle), AnswerInvitationRequest(answer: .accepted))
        }
        let today = AnswerNotice.Day(of: fixture.dependencies.fixedClock.now(), in: berlin)
        var told = await notices(fixture)
        #expect(told.count == 2)
        #expect(told.allSatisfy { $0.kind == .answers && $0.nextAttemptAt == today.end && $0.note == nil })
        #expect(Set(told.map(\.recipient.value)) == ["ada@example.org", "otto@example.org"])
        #expect(AnswerNotice.answered(await fixture.guests(), in: today).map(\.name) == ["Ann", "Bob", "Cy"])

        fixture.dependencies.fixedClock.advance(by: today.end.timeIntervalSince(fixture.dependencies.fixedClock.now()))
        try await fixture.answer(try await fixture.link("bob"), AnswerInvitationRequest(answer: .declined))
        told = await notices(fixture)
        #expect(told.count == 4)
        let tomorrow = AnswerNotice.Day(of: fixture.dependencies.fixedClock.now(), in: berlin)
        #expect(told.filter { $0.nextAttemptAt == tomorrow.end }.count == 2)
        // Bob's latest answer is tomorrow's: today's notice tells of Ann and Cy.
        #expect(AnswerNotice.answered(await fixture.guests(), in: today).map(\.name) == ["Ann", "Cy"])
        #expect(AnswerNotice.answered(await fixture.guests(), in: tomorrow).map(\.name) == ["Bob"])
    }

    /// A day is midnight to midnight in the zone, 23 or 25 hours when the clocks change.
    @Test(arguments: [("2026-03-29T12:00:00Z", 23.0), ("2026-10-25T12:00:00Z", 25.0), ("2026-11-28T23:30:00Z", 24.0)])
    func aDayRunsFromMidnightToMidnightInTheZone(instant: String, hours: Double) throws {
        let day = AnswerNotice.Day(of: try #require(ISO8601DateFormatter().date(from: instant)), in: try TimeZoneID("Europe/Berlin"))
        #expect(day.end.timeIntervalSince(day.start) == hours * 3600)
        let wall = WallTime(day.start, in: try TimeZoneID("Europe/Berlin"))
        #expect((wall.hour, wall.minute) == (0, 0))
        #expect(day.label == String(format: "%04d-%02d-%02d", wall.year, wall.month, wall.day))
    }
}
