public import Domain

/// `rushday tickets list EVENT [--type T] [--status S]`: oldest first, with their codes. Every
/// member may read, staff included.
public struct ListTickets: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListTicketsRequest) async throws(DomainError) -> TicketsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readTickets)
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        let type = try request.type.map { typed throws(DomainError) in try TicketLookup.type(typed, in: catalog, event: event) }
        let tickets = try await dependencies.ticketRepository.tickets(of: event.id)
            .filter { (type == nil || $0.typeID == type?.id) && (request.status == nil || $0.status == request.status) }
        guard !tickets.isEmpty else { return TicketsResponse(event: event, tickets: []) }
        let signing = TicketSigning(dependencies: dependencies)
        return TicketsResponse(event: event, tickets: try signing.views(tickets, catalog: catalog, key: try await signing.key(for: event)))
    }
}
