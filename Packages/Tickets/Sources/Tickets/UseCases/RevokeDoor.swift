public import Domain

/// `rushday tickets door revoke EVENT NAME`: the door's link stops at once, on every page already
/// open with it too (each request checks it). Its scans stay.
public struct RevokeDoor: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: DoorRequest) async throws(DomainError) -> DoorView {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let now = dependencies.clock.now()
        let name = request.name.trimmingCharacters(in: .whitespaces)
        let revoked = try await AuditTrail.recording("door.revoke", event: event.id, target: name, at: now) { () async throws(DomainError) in
            try await dependencies.doorLinkRepository.revoke(event: event.id, name: name, at: now)
        }
        guard let door = revoked else {
            throw .notFound(field: "name", message: "no open door \(UserText.quoted(request.name)) at \(event.handle.value)", next: .listDoors(event: event.handle))
        }
        return DoorView(door, now: now, admitted: try await DoorEntries.byDoor(of: event.id, in: dependencies)[door.name, default: 0])
    }
}
