public import Domain

/// `rushday guests show EVENT GUEST`. Every member may read, staff included.
public struct ShowGuest: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: GuestReference) async throws(DomainError) -> GuestResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readGuestList)
        guard let key = GuestKey(typed: request.guest), let guest = try await dependencies.guestRepository.guest(of: event.id, key) else {
            throw .guestNotOnList(request.guest, of: event)
        }
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        // The valid tickets the guest holds: what removing or declining would leave in their hands.
        let held = try await dependencies.heldTickets.validReferences(of: event.id, heldBy: guest.id)
        return GuestResponse(event: event, guest: guest, heldTickets: held, questions: questions)
    }
}
