import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Two guests answer at once for the last place: the one whose answer the store takes first
/// gets it, and the instants stored say so, so the waitlist is in the order answers were decided.
@Suite struct InvitationRaceTests {
    @Test func theAnswerThatLosesTheLockIsRecordedAfterTheOneThatWon() async throws {
        let fixture = try await Fixture(capacity: 1)
        try await fixture.add("Ann")
        try await fixture.add("Bob")
        let ann = try await fixture.link("ann"), bob = try await fixture.link("bob")
        // Ann reads the clock first; Bob's answer takes the lock and the place a moment later.
        let clock = fixture.dependencies.fixedClock
        let racing = RacingDependencies(base: ann, guestRepository: RacingGuests(store: fixture.store) {
            clock.advance(by: 0.001)
            _ = try? await AnswerInvitation(bob).execute(AnswerInvitationRequest(answer: .accepted))
        })
        let answered = try await AnswerInvitation(racing).execute(AnswerInvitationRequest(answer: .accepted))
        #expect(answered.guest.status == .waitlisted)
        let winner = try await fixture.guest("bob"), waiting = try await fixture.guest("ann")
        #expect(winner.status == .accepted)
        let (won, waited) = (try #require(winner.answeredAt), try #require(waiting.answeredAt))
        #expect(won <= waited, "Bob got the place, so his answer was taken first")
        #expect(winner.statusChangedAt <= waiting.statusChangedAt)
    }
}
