import Domain

/// Who works a door: a door link (its own event only, with the staff role's rights and no
/// more) or a signed-in member (staff may), both through `EventAccess`.
struct DoorAccess {
    let dependencies: any TicketsDependencies

    struct Opened {
        let event: Event
        /// The device scans are recorded under: the door link's name, else the one asked for.
        let device: String
    }

    func open(_ reference: String, device: String) async throws(DomainError) -> Opened {
        let access = EventAccess(dependencies)
        guard let door = try await dependencies.doorPass.door() else {
            return Opened(event: try await access.event(reference, for: .checkIn), device: try TicketTypeFields.device(device))
        }
        return Opened(event: try await access.event(reference, at: door, for: .checkIn), device: door.name)
    }
}
