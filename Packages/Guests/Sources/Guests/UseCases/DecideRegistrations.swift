public import Domain

/// `rushday guests approve|decline EVENT GUEST...`.
/// An organiser decides registrations waiting for approval (`pending`), in the order named:
/// approving takes a place or joins the waitlist by the same rule as every acceptance, declining
/// frees nothing (a pending registration holds nothing). Each guest is mailed the decision. A
/// guest named who is not pending refuses the whole decision, which changes nothing. Owners
/// and organizers only.
public struct DecideRegistrations: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: DecideRegistrationsRequest) async throws(DomainError) -> DecideRegistrationsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        guard !request.guests.isEmpty else { throw .inputMissing(field: "guest", message: "name at least one guest to \(request.decision)") }
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let (clock, ids, references, decision) = (dependencies.clock, dependencies.identifierGenerator, request.guests, request.decision)
        let decided = try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
            let now = clock.now()
            var heads = batch.acceptedHeads
            var decided: [Guest] = []
            for reference in references {
                let stored = try GuestLookup.guest(reference, in: batch)
                guard !decided.contains(where: { $0.id == stored.id }) else { continue }
                guard stored.status == .pending else { throw .notPending(stored) }
                var guest = stored
                switch decision {
                case .approve:
                    if Waitlist.accept(&guest, acceptedHeads: heads, capacity: batch.event.capacity, now: now) == .accepted { heads += guest.heads }
                case .decline:
                    Waitlist.set(.declined, of: &guest, at: now)
                }
                try batch.update(guest, replacing: stored)
                if let email = guest.email { try batch.queue([.queued(.registration, to: guest, recipient: email, at: now, id: ids.make())]) }
                decided.append(guest)
            }
            return decided
        }
        return DecideRegistrationsResponse(event: event, decision: decision, guests: decided, questions: questions)
    }
}
