import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// `events update --rsvp-closes` and `--guest-pages`: when guests' own answers close, and
/// whether their pages open at all.
struct GuestPagesSettingsTests {
    func update(_ fixture: Fixture, _ request: UpdateEventRequest) async throws -> Event {
        try await UpdateEvent(fixture.dependencies).execute(request).event
    }

    @Test func rsvpsCloseAtATimeReadInTheEventsZoneAndEmptyTextClearsIt() async throws {
        let fixture = try await Fixture.make()
        let closing = try await update(fixture, UpdateEventRequest(event: "summer-gala", rsvpCloses: "2026-12-01T18:00"))
        #expect(closing.rsvpClosesAt == instant("2026-12-01T17:00:00Z"))
        #expect(try await fixture.stored() == closing)
        #expect(closing.takesAnswers(at: instant("2026-12-01T16:59:59Z")))
        #expect(!closing.takesAnswers(at: instant("2026-12-01T17:00:00Z")))
        let open = try await update(fixture, UpdateEventRequest(event: "summer-gala", rsvpCloses: ""))
        #expect(open.rsvpClosesAt == nil)
        await #expect(throws: DomainError.self) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", rsvpCloses: "soon"))
        }
    }

    @Test func aNewZoneKeepsTheClosingWallTime() async throws {
        let fixture = try await Fixture.make()
        _ = try await update(fixture, UpdateEventRequest(event: "summer-gala", rsvpCloses: "2026-12-01T18:00"))
        let moved = try await update(fixture, UpdateEventRequest(event: "summer-gala", timeZone: "Asia/Tokyo"))
        #expect(moved.rsvpClosesAt == instant("2026-12-01T09:00:00Z"))
    }

    @Test func guestPagesSwitchOffAndOnAndTheSameValueIsNothingToChange() async throws {
        let fixture = try await Fixture.make()
        #expect(fixture.event.guestPages)
        #expect(try await update(fixture, UpdateEventRequest(event: "summer-gala", guestPages: false)).guestPages == false)
        #expect(try await fixture.stored()?.guestPages == false)
        await #expect(throws: DomainError.nothingToChange) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", guestPages: false))
        }
        #expect(try await update(fixture, UpdateEventRequest(event: "summer-gala", guestPages: true)).guestPages)
    }
}
