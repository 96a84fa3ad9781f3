import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Staff check in and read; only the owner and organizers issue, cancel and edit types; a
/// non-member is told the event or ticket does not exist.
@Suite struct AuthorizationTests {
    @Test func staffCheckInAndReadButChangeNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        fixture.signIn(fixture.stan)
        #expect(try await ListTickets(fixture.dependencies).execute(ListTicketsRequest(event: "gala")).tickets.count == 1)
        #expect(try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: ticket.ticket.reference.lowercased())).ticket.tickets.count == 1)
        #expect(try await ListTicketTypes(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).catalog.types.count == 1)
        #expect(try await fixture.door().scan(ticket.code).isRecorded)
        let before = await fixture.store.snapshot()
        let attempts: [() async throws -> Void] = [
            { try await fixture.issue("regular") },
            { _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: ticket.ticket.reference)) },
            { try await fixture.addType("VIP") },
            { _ = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(event: "gala", type: "regular", price: "1")) },
            { _ = try await RemoveTicketType(fixture.dependencies).execute(TicketTypeReference(event: "gala", type: "regular")) },
            { _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 1)) },
            { _ = try await PrintTicketSheet(fixture.dependencies).execute(TicketSheetRequest(event: "gala")) },
        ]
        for attempt in attempts {
            let error = await domainError(attempt)
            #expect(error?.category == .notAllowed && error?.field == "role", "\(String(describing: error))")
        }
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func organizersManage() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.otto)
        try await fixture.addType("Regular")
        #expect(try await fixture.issue("regular").count == 1)
    }

    @Test func aNonMemberIsToldNothingExists() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        fixture.signIn(fixture.nora)
        let event = await domainError { _ = try await ListTickets(fixture.dependencies).execute(ListTicketsRequest(event: "gala")) }
        #expect(event?.field == "event" && event?.category == .invalidData)
        let door = await domainError { _ = try await fixture.door() }
        #expect(door == event)
        let shown = await domainError { _ = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: ticket.ticket.reference)) }
        let missing = await domainError { _ = try await ShowTicket(fixture.dependencies).execute(ShowTicketRequest(ticket: "ZZZZZZZZ")) }
        #expect(shown?.field == "ticket" && shown?.reason == missing?.reason.replacingOccurrences(of: "ZZZZZZZZ", with: ticket.ticket.reference))
        fixture.signIn(nil)
        #expect(await domainError { try await fixture.issue("regular") } == .notSignedIn)
    }
}
