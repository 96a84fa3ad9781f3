public import Domain

/// The person who registered opens the link mailed to them and presses Confirm (a GET of the
/// link changes nothing: mail scanners open links). Within `Registration.confirmWithin` of
/// registering, and while the event takes registrations, the guest then takes a place, or
/// joins the waitlist in the order of confirmation, by the same rule as every acceptance; for
/// an event that approves registrations, waits as `pending`, holding no place. They are mailed
/// where they stand, and the organisers asked for answers (`--notify`) are told. Confirming
/// twice changes nothing.
public struct ConfirmRegistration: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> InvitationResponse {
        let pass = try await dependencies.guestPass.requireGuest()
        let questions = try await dependencies.guestQuestionRepository.questions(of: pass.event.id)
        let organisers = try await dependencies.membershipRepository.list(event: pass.event.id)
        let (guestID, digest) = (pass.guest.id, pass.guest.linkDigest)
        let (clock, ids, tokens) = (dependencies.clock, dependencies.identifierGenerator, dependencies.tokenGenerator)
        // No event until the registration is confirmed: confirming twice changes nothing.
        let draft = AuditDraft("guest.confirm", event: nil, at: clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: pass.event.id) { batch throws(DomainError) in
                let now = clock.now()
                let event = batch.event
                guard let stored = try batch.guest(.id(guestID)), stored.linkDigest == digest else { throw .linkInvalid }
                var guest = stored
                if stored.status == .unconfirmed {
                    guard Registration.confirmable(registeredAt: stored.statusChangedAt, at: now) else { throw .registrationExpired }
                    guard event.takesRegistrations(at: now) else { throw .registrationClosed(event) }
                    if event.registration.mode == .approval {
                        Waitlist.set(.pending, of: &guest, at: now)
                    } else {
                        Waitlist.accept(&guest, acceptedHeads: batch.acceptedHeads, capacity: event.capacity, now: now)
                    }
                    guest.answered(via: .registration, at: now)
                    try batch.update(guest, replacing: stored)
                    draft.record(event: event.id, target: stored.handle.value, changes: GuestAudit.between(stored, guest))
                    if let email = guest.email { try batch.queue([.queued(.registration, to: guest, recipient: email, at: now, id: ids.make())]) }
                    try batch.queue(AnswerNotice.owed(for: guest, in: event, organisers: organisers, at: now, ids: { ids.make() }, digest: tokens.digest))
                }
                return InvitationResponse(event: event, guest: guest, questions: questions, waitlistPosition: try batch.waitlistPosition(of: guest),
                                          open: event.takesAnswers(at: now), waitlisted: guest.status == .waitlisted)
            }
        }
    }
}
