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
        let draft = AuditDraft("guests.\(decision.rawValue)", event: event.id, at: clock.now())
        let decided = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
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
                draft.record(target: decided.map(\.handle.value).joined(separator: " "), changes: Self.statuses(decided))
                return decided
            }
        }
        return DecideRegistrationsResponse(event: event, decision: decision, guests: decided, questions: questions)
    }

    /// Each guest was pending: one status for them all when the decision put them all in one,
    /// else each guest's (an approval may take places for some and waitlist the rest).
    private static func statuses(_ decided: [Guest]) -> [AuditChange] {
        let pending = RSVPStatus.pending.rawValue
        if let first = decided.first, decided.allSatisfy({ $0.status == first.status }) {
            return [AuditChange("status", old: pending, new: first.status.rawValue)]
        }
        return decided.map { AuditChange("status of \($0.handle.value)", old: pending, new: $0.status.rawValue) }
    }
}
