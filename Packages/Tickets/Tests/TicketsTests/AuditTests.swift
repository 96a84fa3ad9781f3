import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Each change to tickets, their types and doors leaves one log entry naming what changed; a
/// refused one leaves none, and a door's link is never in it.
@Suite struct AuditTests {
    func entries(_ fixture: Fixture) async -> [AuditEntry] {
        await fixture.store.auditEntries(of: fixture.event.id, since: nil, actor: nil, about: nil)
    }

    @Test func typesPoolsTicketsAndDoorsEachLeaveOneEntry() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", price: "25.00", quota: 5)
        _ = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(event: "gala", type: "regular", quota: 6))
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 9))
        let issued = try await fixture.issue("regular", name: "Walk In", count: 2)
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: issued[0].ticket.reference))
        let door = try await fixture.addDoor("North")
        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "North"))
        try await fixture.addType("Late", price: "10.00")
        _ = try await RemoveTicketType(fixture.dependencies).execute(TicketTypeReference(event: "gala", type: "late"))

        let log = await entries(fixture)
        #expect(log.map(\.action) == ["ticket-type.add", "ticket-type.update", "ticket-pool.set", "tickets.issue", "ticket.cancel",
                                      "door.add", "door.revoke", "ticket-type.add", "ticket-type.remove"])
        #expect(log.map(\.target) == ["regular", "regular", "seats", issued.map(\.ticket.reference).joined(separator: " "),
                                      issued[0].ticket.reference, "North", "North", "late", "late"])
        #expect(log[1].changes == [AuditChange("quota", old: "5", new: "6")])
        #expect(log[2].changes == [AuditChange("quota", old: nil, new: "9")])
        #expect(log[4].changes == [AuditChange("status", old: "valid", new: "cancelled")])
        #expect(log[3].changes.contains(AuditChange("count", old: nil, new: "2")))
        #expect(!log.contains { entry in entry.changes.contains { ($0.new ?? "").contains(door.secret) } })
    }

    @Test func aRefusedChangeLeavesNoEntry() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", quota: 1)
        try await fixture.issue("regular")
        let before = await entries(fixture)
        #expect(await domainError { try await fixture.issue("regular") } != nil)
        #expect(await domainError {
            _ = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(event: "gala", type: "regular", quota: 1))
        } != nil)
        #expect(await entries(fixture) == before)
    }
}
