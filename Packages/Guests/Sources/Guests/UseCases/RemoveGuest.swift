public import Domain

/// `rushday guests remove EVENT GUEST`.
/// Takes the guest off the list; the places an accepted party held go to the waitlist, in
/// order, in the same transaction; the answer names the valid tickets the guest still holds.
/// Owners and organizers only.
public struct RemoveGuest: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: GuestReference) async throws(DomainError) -> GuestResponse {
        let user = try await dependencies.currentUser.requireUser()
        let event = try await GuestListAccess(dependencies: dependencies).open(request.event, as: user, for: .change)
        let clock = dependencies.clock
        let reference = request.guest
        // Read for the answers' CSV columns only, so every guest CSV has the same columns.
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let held = try await dependencies.heldTickets.validReferences(of: event.id)
        let response = try await dependencies.guestRepository.change(event: event.id) { current, guests throws(DomainError) in
            // Read with the event locked: instants stored follow the order the store decided in.
            let now = clock.now()
            let removed = guests.remove(at: try GuestLookup.index(of: reference, in: guests, event: current))
            let promoted = Waitlist.serve(&guests, capacity: current.capacity, now: now)
            return GuestResponse(event: current, guest: removed, promoted: promoted, questions: questions)
        }
        return response.holding(held)
    }
}
