import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// `tickets issue --send`: the tickets mail is queued in the issue's own write, or not at all.
@Suite struct IssueTicketsSendTests {
    func issue(_ fixture: Fixture, guest: String? = nil, name: String? = nil, count: Int? = nil) async throws -> TicketsResponse {
        try await IssueTickets(fixture.dependencies).execute(IssueTicketsRequest(event: "gala", type: "standard", guest: guest,
                                                                                 name: name, count: count, send: true))
    }

    @Test func theMailCarriesExactlyTheTicketsIssued() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Standard")
        let ann = try await fixture.guest("ann", email: "ann@example.org", others: 2)
        let first = try await issue(fixture, guest: "ann", count: 2)
        let second = try await issue(fixture, guest: "ann")
        let mails = await fixture.ticketMails()
        #expect(mails.map(\.id) == [first.mailed, second.mailed].compactMap { $0 })
        #expect(mails.map(\.tickets) == [first.tickets.map(\.ticket.id), second.tickets.map(\.ticket.id)])
        #expect(mails.allSatisfy { $0.guestID == ann.id && $0.recipient == ann.email && $0.status == .queued })
    }

    @Test func withoutSendNothingIsQueued() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Standard")
        try await fixture.guest("ann", email: "ann@example.org")
        let response = try await IssueTickets(fixture.dependencies).execute(IssueTicketsRequest(event: "gala", type: "standard", guest: "ann"))
        #expect(response.mailed == nil)
        #expect(await fixture.ticketMails().isEmpty)
    }

    @Test func aRefusedIssueQueuesNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Standard", quota: 2)
        try await fixture.guest("ann", email: "ann@example.org", others: 2)
        try await fixture.guest("cy", email: nil)
        try await fixture.guest("dee", email: "dee@example.org", status: .waitlisted)
        // The event's signing key is made by its first issue: make it before comparing stores.
        try await fixture.issue("standard", name: "Walk In")
        try await fixture.expectRefusedChangingNothing("over the quota") { _ = try await issue(fixture, guest: "ann") }
        try await fixture.expectRefusedChangingNothing("no address") { _ = try await issue(fixture, guest: "cy") }
        try await fixture.expectRefusedChangingNothing("a name") { _ = try await issue(fixture, name: "Walk In") }
        try await fixture.expectRefusedChangingNothing("not accepted") { _ = try await issue(fixture, guest: "dee") }
        fixture.signIn(fixture.stan)
        try await fixture.expectRefusedChangingNothing("staff") { _ = try await issue(fixture, guest: "ann", count: 1) }
    }

    @Test func aFailedWriteLeavesNeitherTicketsNorMail() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Standard")
        try await fixture.guest("ann", email: "ann@example.org", others: 1)
        _ = try await issue(fixture, guest: "ann", count: 1)
        let before = await fixture.store.snapshot()
        await fixture.store.failNextWrite(with: .storeBusy)
        await #expect(throws: DomainError.storeBusy) { _ = try await issue(fixture, guest: "ann") }
        #expect(await fixture.store.snapshot() == before)
        _ = try await issue(fixture, guest: "ann")
        #expect(await fixture.ticketMails().count == 2)
    }
}
