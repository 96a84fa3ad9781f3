public import Domain

/// `rushday tickets show TICKET`: the ticket's details and its code. Every member may read.
public struct ShowTicket: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: TicketReference) async throws(DomainError) -> TicketsResponse {
        let user = try await dependencies.currentUser.requireUser()
        let ticket = try await TicketLookup.ticket(request.ticket, in: dependencies.ticketRepository)
        let event = try await TicketAccess(dependencies: dependencies).event(of: ticket, as: user, for: .read)
        let signing = TicketSigning(dependencies: dependencies)
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        return TicketsResponse(event: event, tickets: try signing.views([ticket], catalog: catalog, key: try await signing.key(for: event)))
    }
}
