import Domain
import Foundation

/// Finds the event a user names and checks their role: money is for the owner and organizers;
/// staff may neither see nor change expenses or the budget. A user who is not a member gets
/// exactly the answer for a missing event, so other people's events are never revealed.
struct ExpenseAccess {
    let dependencies: any ExpensesDependencies

    func open(_ reference: String) async throws(DomainError) -> Event {
        let user = try await dependencies.currentUser.requireUser()
        let typed = reference.trimmingCharacters(in: .whitespaces)
        // Lookups forgive case: handles are lower-case, so "Summer-Gala" can only mean one event.
        guard let handle = try? Handle(typed.lowercased(), field: "event"),
              let event = try await dependencies.eventRepository.find(handle: handle),
              let membership = try await dependencies.membershipRepository.find(event: event.id, user: user.id)
        else {
            throw .notFound(field: "event", message: "no event \(UserText.quoted(typed)) among yours", next: .listEvents)
        }
        guard membership.role != .staff else {
            throw .forbidden("staff cannot see or change expenses and the budget; ask the event's owner or an organizer")
        }
        return event
    }
}
