import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Once answers close (the organiser's deadline passed, the event cancelled or over) a guest's
/// page still shows the answer but takes none; with the pages switched off it shows nothing.
@Suite struct InvitationClosedTests {
    /// Ann, accepted with one other person and a dietary need, holding a link.
    func answered() async throws -> (Fixture, TestDependencies) {
        let fixture = try await Fixture()
        try await fixture.add("Ann", party: 1)
        let page = try await fixture.link("ann")
        try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, dietary: "vegan"))
        return (fixture, page)
    }

    /// Open until the instant before the deadline; from the deadline itself, closed.
    @Test func afterTheDeadlineThePageShowsTheAnswerAndTakesNoOther() async throws {
        let (fixture, page) = try await answered()
        let deadline = fixture.dependencies.fixedClock.now().addingTimeInterval(60)
        try await fixture.changeEvent { $0.rsvpClosesAt = deadline }
        fixture.dependencies.fixedClock.advance(by: 59.999)
        #expect(try await ShowInvitation(page).execute().open)
        fixture.dependencies.fixedClock.advance(by: 0.001)
        let shown = try await ShowInvitation(page).execute()
        #expect(!shown.open)
        #expect(shown.guest.status == .accepted)
        let event = try #require(await fixture.store.find(id: fixture.event.id))
        for request in [AnswerInvitationRequest(answer: .declined), AnswerInvitationRequest(answer: .accepted, party: 0, dietary: "")] {
            try await fixture.expectRefused(.answersClosed(event)) { try await fixture.answer(page, request) }
        }
    }

    @Test(arguments: [EventStatus.cancelled, .completed])
    func anEventCancelledOrCompletedTakesNoAnswers(status: EventStatus) async throws {
        let (fixture, page) = try await answered()
        try await fixture.changeEvent { $0.status = status }
        #expect(try await ShowInvitation(page).execute().open == false)
        let event = try #require(await fixture.store.find(id: fixture.event.id))
        try await fixture.expectRefused(.answersClosed(event)) {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .declined))
        }
    }

    @Test func anEventOverTakesNoAnswers() async throws {
        let (fixture, page) = try await answered()
        fixture.dependencies.fixedClock.advance(by: 90_000)
        #expect(try await ShowInvitation(page).execute().open == false)
        let event = try #require(await fixture.store.find(id: fixture.event.id))
        try await fixture.expectRefused(.answersClosed(event)) {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .maybe))
        }
    }

    @Test func pagesSwitchedOffShowNothingAndTakeNothing() async throws {
        let (fixture, page) = try await answered()
        try await fixture.changeEvent { $0.guestPages = false }
        try await fixture.expectRefused(.guestPagesOff) { _ = try await ShowInvitation(page).execute() }
        try await fixture.expectRefused(.guestPagesOff) {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .declined))
        }
        try await fixture.changeEvent { $0.guestPages = true }
        #expect(try await ShowInvitation(page).execute().guest.status == .accepted)
    }
}
