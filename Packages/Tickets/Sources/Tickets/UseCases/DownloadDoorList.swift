public import Domain

/// The list a door takes offline (`tickets door snapshot EVENT`, and the door page while online):
/// for a door link at its event or a member who may check people in. Holders' names are what the
/// door shows; the private key never leaves the store.
public struct DownloadDoorList: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventTicketsRequest) async throws(DomainError) -> DoorListResponse {
        let event = try await DoorAccess(dependencies: dependencies).open(request.event, device: "door").event
        let key = try await TicketSigning(dependencies: dependencies).key(for: event)
        return DoorListResponse(event: event, publicKey: key.publicKey,
                                tickets: try await DoorTickets(dependencies: dependencies).all(of: event),
                                madeAt: dependencies.clock.now())
    }
}
