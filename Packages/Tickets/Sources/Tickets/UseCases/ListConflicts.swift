public import Domain

/// `rushday tickets conflicts EVENT`: the entries doors made offline that the store would have
/// refused (a ticket let in twice, or after its cancellation), for anyone who may read tickets.
public struct ListConflicts: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventTicketsRequest) async throws(DomainError) -> ConflictsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readTickets)
        return ConflictsResponse(event: event, conflicts: try await ConflictFinder(dependencies: dependencies).conflicts(at: event))
    }
}
