import Domain
import Foundation

/// What a role may do with an event's guest list: staff (the door) read it; the owner and
/// organizers change it.
enum GuestListAction {
    case read, change
}

/// Finds the event a user names and checks their role, as Events does for its own commands
/// (Guests cannot use Events, so it reads the same repositories through Domain). A user who is
/// not a member gets exactly the answer for a missing event, so other people's events are never
/// revealed.
struct GuestListAccess {
    let dependencies: any GuestsDependencies

    func open(_ reference: String, as user: User, for action: GuestListAction) async throws(DomainError) -> Event {
        let typed = reference.trimmingScalars(in: .whitespaces)
        // Lookups forgive case: handles are lower-case, so "Summer-Gala" can only mean one event.
        guard let handle = try? Handle(typed.lowercased(), field: "event"),
              let event = try await dependencies.eventRepository.find(handle: handle),
              let membership = try await dependencies.membershipRepository.find(event: event.id, user: user.id)
        else {
            throw .notFound(field: "event", message: "no event \(UserText.quoted(typed)) among yours", next: .listEvents)
        }
        if action == .change, membership.role == .staff {
            throw .forbidden("staff cannot change the guest list; ask the event's owner or an organizer")
        }
        return event
    }
}
