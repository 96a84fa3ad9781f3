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
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let clock = dependencies.clock
        let reference = request.guest
        // Read for the answers' CSV columns only, so every guest CSV has the same columns.
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        // The tickets name the guest only until the removal: read them first, for the answer.
        var named: Guest?
        var held: [String] = []
        if let key = GuestKey(typed: reference), let guest = try await dependencies.guestRepository.guest(of: event.id, key) {
            named = guest
            held = try await dependencies.heldTickets.validReferences(of: event.id, heldBy: guest.id)
        }
        let draft = AuditDraft("guest.remove", event: event.id, at: clock.now())
        let response = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                // Read with the event locked: instants stored follow the order the store decided in.
                let removed = try GuestLookup.guest(reference, in: batch)
                let (promoted, _) = try batch.replace(removed, with: nil, now: clock.now())
                draft.record(target: removed.handle.value, changes: GuestAudit.removed(removed))
                return GuestResponse(event: batch.event, guest: removed, promoted: promoted, questions: questions)
            }
        }
        return response.holding(response.guest.id == named?.id ? held : [])
    }
}
