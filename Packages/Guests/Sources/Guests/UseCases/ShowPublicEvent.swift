public import Domain

/// An event's public page, `/e/HANDLE`, for anyone: the event, its questions and its places
/// left, and whether it takes registrations now. Nothing about any guest.
public struct ShowPublicEvent: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event handle: String) async throws(DomainError) -> PublicEventResponse {
        let event = try await dependencies.eventRepository.publicEvent(handle)
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let heads = try await dependencies.guestRepository.acceptedHeads(of: event.id)
        return PublicEventResponse(event: event, questions: questions,
                                   placesLeft: Waitlist.placesLeft(acceptedHeads: heads, capacity: event.capacity),
                                   open: event.takesRegistrations(at: dependencies.clock.now()))
    }
}
