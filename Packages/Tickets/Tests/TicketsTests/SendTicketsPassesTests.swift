import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// What a tickets mail shows when it is sent: the tickets still valid then, each with the code
/// the door reads.
@Suite struct SendTicketsPassesTests {
    @Test func onlyTicketsStillValidAtSendTimeAreShownInTheOrderGivenWithTheirCodes() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Standard")
        try await fixture.guest("ann", email: "ann@example.org", others: 3)
        let views = try await fixture.issue("standard", guest: "ann")
        try await fixture.cancel(views[1].ticket.reference)
        let asked = [views[3], views[1], views[0], views[2]].map(\.ticket.id)
        let passes = try await PassesForMail(fixture.dependencies).passes(asked, of: fixture.event.id)
        #expect(passes.map(\.reference) == [views[3], views[0], views[2]].map(\.ticket.reference))
        #expect(passes.map(\.code) == [views[3], views[0], views[2]].map(\.code))
        #expect(passes.allSatisfy { $0.type == "Standard" })
        #expect(passes.map(\.holder) == [views[3], views[0], views[2]].map(\.ticket.holder))
    }

    @Test func everyTicketCancelledLeavesNoPassesAndAnotherEventsTicketsAreNeverShown() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Standard")
        try await fixture.guest("ann", email: "ann@example.org")
        let views = try await fixture.issue("standard", guest: "ann")
        try await fixture.cancel(views[0].ticket.reference)
        #expect(try await PassesForMail(fixture.dependencies).passes(views.map(\.ticket.id), of: fixture.event.id).isEmpty)
        let now = fixture.dependencies.fixedClock.now()
        var other = fixture.event
        other = Event(id: fixture.dependencies.ids.make(), handle: try Handle("picnic"), title: "Picnic", startsAt: other.startsAt,
                      endsAt: other.endsAt, timeZone: other.timeZone, currency: .euro, createdAt: now, updatedAt: now)
        try await fixture.store.create(other, owner: Membership(eventID: other.id, userID: fixture.ada.id, role: .owner, addedAt: now))
        let valid = try await fixture.issue("standard", name: "Walk In")
        #expect(try await PassesForMail(fixture.dependencies).passes(valid.map(\.ticket.id), of: other.id).isEmpty)
        await #expect(throws: DomainError.referenceMissing) {
            _ = try await PassesForMail(fixture.dependencies).passes(valid.map(\.ticket.id), of: EventID(UUID()))
        }
    }
}
