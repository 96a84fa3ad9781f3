import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

extension Fixture {
    /// A guest stored directly with an address (nil: none).
    @discardableResult
    func guest(_ handle: String, email: String?, status: RSVPStatus = .accepted, others: Int = 0) async throws -> Guest {
        let now = dependencies.fixedClock.now()
        let guest = Guest(id: dependencies.ids.make(), eventID: event.id, handle: try Handle(handle), name: handle.capitalized,
                          email: try email.map { try EmailAddress($0) }, others: others, status: status, statusChangedAt: now,
                          createdAt: now, updatedAt: now)
        try await store.change(event: event.id) { _, guests in guests.append(guest) }
        return guest
    }

    @discardableResult
    func send(_ tickets: [String] = [], unsent: Bool = false) async throws -> SendTicketsResponse {
        try await SendTickets(dependencies).execute(SendTicketsRequest(event: "gala", tickets: tickets, unsent: unsent))
    }

    /// The event's tickets mails, oldest first.
    func ticketMails() async -> [OutboxMessage] {
        await store.messages(of: event.id, status: nil).filter { $0.kind == .tickets }
    }

    func cancel(_ reference: String) async throws {
        _ = try await CancelTicket(dependencies).execute(TicketReference(ticket: reference))
    }

    /// Expects `body` to be refused, leaving the store exactly as it was.
    func expectRefusedChangingNothing(_ comment: Comment? = nil, _ body: () async throws -> Void) async throws {
        let before = await store.snapshot()
        await #expect(throws: DomainError.self, comment) { try await body() }
        #expect(await store.snapshot() == before, "a refusal changes nothing")
    }
}
