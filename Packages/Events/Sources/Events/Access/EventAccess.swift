import Domain
import Foundation

/// An event together with the signed-in user's role in it.
struct AccessibleEvent {
    let event: Event
    let role: Role
}

/// Finds the event a user names and checks what their role lets them do. A user who is not a
/// member gets exactly the answer for a missing event, so handles of other people's events
/// are never revealed.
struct EventAccess {
    let events: any EventRepository
    let memberships: any MembershipRepository

    init(_ dependencies: any EventsDependencies) {
        events = dependencies.eventRepository
        memberships = dependencies.membershipRepository
    }

    func open(_ reference: String, as user: User, for action: EventAction) async throws(DomainError) -> AccessibleEvent {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        // Lookups forgive case: handles are lower-case, so "Summer-Gala" can only mean one event.
        guard let handle = try? Handle(typed.lowercased(), field: "event"),
              let event = try await events.find(handle: handle),
              let membership = try await memberships.find(event: event.id, user: user.id)
        else {
            throw Self.notFound(typed)
        }
        try Self.require(membership.role, allows: action)
        return AccessibleEvent(event: event, role: membership.role)
    }

    static func require(_ role: Role, allows action: EventAction) throws(DomainError) {
        guard role.allows(action) else {
            let plural = role == .staff ? "staff" : "\(role)s"
            let whoCan = Role.organizer.allows(action) ? "the event's owner or an organizer" : "the event's owner"
            throw .forbidden("\(plural) cannot \(action); ask \(whoCan)")
        }
    }

    static func notFound(_ reference: String) -> DomainError {
        .notFound(field: "event", message: "no event \(UserText.quoted(reference)) among yours", next: .listEvents)
    }
}
