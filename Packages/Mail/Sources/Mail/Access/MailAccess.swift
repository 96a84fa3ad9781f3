import Domain
import Foundation

/// Finds the event a user names and checks their role, as the other features do (Mail cannot
/// use them, so it reads the same repositories through Domain): an event's mail is its owner's
/// and organizers' business. A user who is not a member gets exactly the answer for a missing
/// event, so other people's events are never revealed.
struct MailAccess {
    let dependencies: any MailDependencies

    func open(_ reference: String, as user: User) async throws(DomainError) -> Event {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let handle = try? Handle(typed.lowercased(), field: "event"),
              let event = try await dependencies.eventRepository.find(handle: handle),
              let membership = try await dependencies.membershipRepository.find(event: event.id, user: user.id)
        else {
            throw .notFound(field: "event", message: "no event \(UserText.quoted(typed)) among yours", next: .listEvents)
        }
        guard membership.role != .staff else {
            throw .forbidden("staff cannot read or send an event's mail; ask the event's owner or an organizer")
        }
        return event
    }
}
