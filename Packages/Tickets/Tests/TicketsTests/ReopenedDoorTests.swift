import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// A door opened again from what an earlier opening read (`DoorFacts`, kept by a server between
/// the scans of one door link): it scans as the first did, under the link's name, from the
/// facts as they were read; the link itself still decides at once; anyone else's door is
/// opened afresh.
@Suite struct ReopenedDoorTests {
    @Test func aLinksDoorOpensAgainFromWhatItReadAndItsLinkStillDecides() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", name: "Walk In", count: 3)
        let link = try await fixture.addDoor("Front")
        let facts = try await OpenDoor(fixture.atDoor(link.secret)).execute(OpenDoorRequest(event: "gala")).facts
        #expect(facts.event.id == fixture.event.id)

        // The type renamed since: the kept door still names it as it was read, a fresh one anew.
        _ = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(event: "gala", type: "regular", name: "Standing"))
        let again = try await OpenDoor(fixture.atDoor(link.secret)).execute(OpenDoorRequest(event: " GALA ", device: "spoofed"),
                                                                             from: facts)
        let scanned = try await again.scan(tickets[0].code)
        #expect(scanned.isRecorded && scanned.ticket?.ticket.holder == "Walk In" && scanned.ticket?.type.name == "Regular")
        let fresh = try await OpenDoor(fixture.atDoor(link.secret)).execute(OpenDoorRequest(event: "gala"))
        #expect(try await fresh.scan(tickets[1].code).ticket?.type.name == "Standing")
        #expect(await fixture.store.scans(of: fixture.event.id).map(\.device) == ["Front", "Front"])

        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "Front"))
        let revoked = await domainError {
            _ = try await OpenDoor(fixture.atDoor(link.secret)).execute(OpenDoorRequest(event: "gala"), from: facts)
        }
        #expect(revoked == .doorLinkInvalid)
        #expect(await fixture.store.scans(of: fixture.event.id).count == 2)
    }

    /// Facts of another event, or no link at all, open the door as a first opening does: the
    /// member's role or the link's own event decides.
    @Test func anyoneElsesDoorIsOpenedAfresh() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let other = try await fixture.otherEvent()
        let link = try await fixture.addDoor("Front")
        fixture.signIn(fixture.ada)
        let otherFacts = try await OpenDoor(fixture.dependencies).execute(OpenDoorRequest(event: "other")).facts
        let elsewhere = await domainError {
            _ = try await OpenDoor(fixture.atDoor(link.secret)).execute(OpenDoorRequest(event: "other"), from: otherFacts)
        }
        #expect(elsewhere?.code == "not_found" && elsewhere?.field == "event")
        #expect(await fixture.store.scans(of: other.event.id).isEmpty)

        fixture.signIn(fixture.nora)
        let stranger = await domainError { _ = try await OpenDoor(fixture.dependencies).execute(OpenDoorRequest(event: "other"), from: otherFacts) }
        #expect(stranger?.code == "not_found")
        fixture.signIn(fixture.stan)
        let staff = try await OpenDoor(fixture.dependencies).execute(OpenDoorRequest(event: "gala", device: "phone-7"), from: otherFacts)
        #expect(staff.event.id == fixture.event.id)
    }
}
