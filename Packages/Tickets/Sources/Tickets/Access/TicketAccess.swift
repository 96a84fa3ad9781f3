import Domain
import Foundation

/// What a role may do with an event's tickets: staff (the door) read them and check people in;
/// the owner and organizers also issue, cancel and edit the types.
enum TicketAction {
    case read, checkIn, manage
}

/// Finds the event a user names and checks their role, as Events does for its own commands. A
/// user who is not a member gets exactly the answer for a missing event, so other people's
/// events are never revealed.
struct TicketAccess {
    let dependencies: any TicketsDependencies

    func open(_ reference: String, as user: User, for action: TicketAction) async throws(DomainError) -> Event {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let handle = try? Handle(typed.lowercased(), field: "event"),
              let event = try await dependencies.eventRepository.find(handle: handle)
        else { throw Self.missing(typed) }
        try await require(action, on: event, as: user, typed: typed)
        return event
    }

    /// The event of a ticket found by its reference, with the same rules.
    func event(of ticket: Ticket, as user: User, for action: TicketAction) async throws(DomainError) -> Event {
        guard let event = try await dependencies.eventRepository.find(id: ticket.eventID) else { throw TicketLookup.missing(ticket.reference) }
        do {
            try await require(action, on: event, as: user, typed: event.handle.value)
        } catch .notFound {
            throw TicketLookup.missing(ticket.reference)
        }
        return event
    }

    private func require(_ action: TicketAction, on event: Event, as user: User, typed: String) async throws(DomainError) {
        guard let membership = try await dependencies.membershipRepository.find(event: event.id, user: user.id) else {
            throw Self.missing(typed)
        }
        if action == .manage, membership.role == .staff {
            throw .forbidden("staff may check tickets in and read them, but not issue, cancel or change ticket types; ask the event's owner or an organizer")
        }
    }

    static func missing(_ typed: String) -> DomainError {
        .notFound(field: "event", message: "no event \(UserText.quoted(typed)) among yours", next: .listEvents)
    }
}
