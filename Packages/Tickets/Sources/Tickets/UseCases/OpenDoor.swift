public import Domain
import Foundation

/// `rushday tickets checkin EVENT [CODE ... | --stdin] [--exit] [--device NAME]`, and each scan
/// of the door's page, first half: checks once that the user may check people in (staff may, and
/// a door link at its own event) and loads the event's key; the `Door` it returns then scans each
/// code as it arrives, so a scanner's queue is answered line by line instead of after the last one.
public struct OpenDoor: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: OpenDoorRequest) async throws(DomainError) -> Door {
        let opened = try await DoorAccess(dependencies: dependencies).open(request.event, device: request.device)
        let key = try await TicketSigning(dependencies: dependencies).key(for: opened.event)
        let facts = DoorFacts(event: opened.event, key: key, catalog: try await dependencies.ticketTypeRepository.catalog(of: opened.event.id))
        return try await door(request, facts, device: opened.device)
    }

    /// The door `request` asks for through a door link, from what an earlier opening through the
    /// same link read: the link itself is checked as every opening checks it (revoked or past
    /// its end, it opens nothing, at once), the rest is not read again. A user's door, or a
    /// link of another event, is opened as `execute(_:)` opens it.
    public func execute(_ request: OpenDoorRequest, from facts: DoorFacts) async throws(DomainError) -> Door {
        guard let door = try await dependencies.doorPass.door(), door.eventID == facts.event.id,
              facts.event.handle.value == request.event.trimmingCharacters(in: .whitespaces).lowercased()
        else { return try await execute(request) }
        return try await self.door(request, facts, device: door.name)
    }

    private func door(_ request: OpenDoorRequest, _ facts: DoorFacts, device: String) -> Door {
        Door(dependencies: dependencies, event: facts.event, key: facts.key, direction: request.direction, device: device, catalog: facts.catalog)
    }
}
