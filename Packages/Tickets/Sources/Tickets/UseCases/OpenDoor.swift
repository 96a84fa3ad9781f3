public import Domain

/// `rushday tickets checkin EVENT [CODE ... | --stdin] [--exit] [--device NAME]`, first half:
/// checks once that the user may check people in (staff may) and loads the event's key; the
/// `Door` it returns then scans each code as it arrives, so a scanner's queue is answered line by
/// line instead of after the last one.
public struct OpenDoor: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: OpenDoorRequest) async throws(DomainError) -> Door {
        let user = try await dependencies.currentUser.requireUser()
        let event = try await TicketAccess(dependencies: dependencies).open(request.event, as: user, for: .checkIn)
        let device = try TicketTypeFields.device(request.device)
        let key = try await TicketSigning(dependencies: dependencies).key(for: event)
        return Door(dependencies: dependencies, event: event, key: key, direction: request.direction, device: device,
                    tickets: try await dependencies.ticketRepository.tickets(of: event.id),
                    catalog: try await dependencies.ticketTypeRepository.catalog(of: event.id))
    }
}
