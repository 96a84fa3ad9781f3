public import Domain

/// `rushday tickets cancel TICKET`. Owners and organizers only. Frees the ticket's place (it no
/// longer counts against quotas) and revokes its code: the door refuses it from then on.
public struct CancelTicket: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: TicketReference) async throws(DomainError) -> TicketsResponse {
        let user = try await dependencies.currentUser.requireUser()
        let found = try await TicketLookup.ticket(request.ticket, in: dependencies.ticketRepository)
        let event = try await TicketLookup.event(of: found, as: user, for: .manageTickets, in: dependencies)
        let now = dependencies.clock.now()
        let cancelled = try await AuditTrail.recording("ticket.cancel", event: event.id, target: found.reference, at: now,
                                                       changes: [AuditChange("status", old: found.status.rawValue, new: TicketStatus.cancelled.rawValue)]) { () async throws(DomainError) in
            try await dependencies.ticketRepository.cancel(found.id, at: now)
        }
        let signing = TicketSigning(dependencies: dependencies)
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        return TicketsResponse(event: event, tickets: try signing.views([cancelled], catalog: catalog, key: try await signing.key(for: event)))
    }
}
