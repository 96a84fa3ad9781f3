public import Domain

/// A guest's own page, opened with their personal link: the event, their answer and their
/// place in the waitlist. The link is the only authority: it shows that guest and no other.
public struct ShowInvitation: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> InvitationResponse {
        let pass = try await dependencies.guestPass.requireGuest()
        let questions = try await dependencies.guestQuestionRepository.questions(of: pass.event.id)
        let position = try await dependencies.guestRepository.waitlistPosition(of: pass.guest)
        return InvitationResponse(event: pass.event, guest: pass.guest, questions: questions, waitlistPosition: position,
                                  open: pass.event.takesAnswers(at: dependencies.clock.now()))
    }
}
