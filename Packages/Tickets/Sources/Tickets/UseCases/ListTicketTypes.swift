public import Domain

/// `rushday tickets types list EVENT`: the types with what each has sold, and the pools.
/// Every member may read, staff included.
public struct ListTicketTypes: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventTicketsRequest) async throws(DomainError) -> TicketTypesResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readTickets)
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        var counts = TicketCounts()
        for ticket in try await dependencies.ticketRepository.tickets(of: event.id) where ticket.status == .valid {
            counts.byType[ticket.typeID, default: 0] += 1
        }
        return TicketTypesResponse(event: event, catalog: catalog, counts: counts)
    }
}
