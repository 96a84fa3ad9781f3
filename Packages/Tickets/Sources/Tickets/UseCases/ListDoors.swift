public import Domain

/// `rushday tickets door list EVENT`: every door of the event, open, expired or revoked, for the
/// owner and organizers, each with the entries it recorded.
public struct ListDoors: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventTicketsRequest) async throws(DomainError) -> DoorsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let now = dependencies.clock.now()
        let admitted = try await DoorEntries.byDoor(of: event.id, in: dependencies)
        return DoorsResponse(event: event, doors: try await dependencies.doorLinkRepository.doors(of: event.id).map {
            DoorView($0, now: now, admitted: admitted[$0.name, default: 0])
        })
    }
}
