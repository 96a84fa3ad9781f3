import Domain
import Foundation

/// Who works a door: a door link (its own event only, with the staff role's rights and no
/// more) or a signed-in member (staff may). A door link naming another event gets exactly the
/// answer for a missing event, as a member does.
struct DoorAccess {
    let dependencies: any TicketsDependencies

    struct Opened {
        let event: Event
        /// The device scans are recorded under: the door link's name, else the one asked for.
        let device: String
    }

    func open(_ reference: String, device: String) async throws(DomainError) -> Opened {
        let access = TicketAccess(dependencies: dependencies)
        guard let door = try await dependencies.doorPass.door() else {
            let user = try await dependencies.currentUser.requireUser()
            return Opened(event: try await access.open(reference, as: user, for: .checkIn), device: try TicketTypeFields.device(device))
        }
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let handle = try? Handle(typed.lowercased(), field: "event"),
              let event = try await dependencies.eventRepository.find(handle: handle), event.id == door.eventID
        else { throw TicketAccess.missing(typed) }
        return Opened(event: event, device: door.name)
    }
}
