public import Domain

/// A guest answers on their own page: accept, decline or maybe, with the party they bring
/// (at most what the organiser allowed: `Guest.mayBring`), the event's questions and dietary
/// needs. The same rules as `guests rsvp` and `guests update`, in one store transaction: an
/// acceptance whose party does not fit waits in the waitlist, places freed serve it. The answer
/// is recorded as given on the web. Refused once answers close (`Event.takesAnswers`). With
/// `--notify each` or `daily`, the organisers' notices of the answer (`AnswerNotice`) are queued
/// in the same transaction. A registration answers only once confirmed and, where the event
/// approves registrations, decided (a pending guest's yes must not skip the organiser).
public struct AnswerInvitation: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AnswerInvitationRequest) async throws(DomainError) -> InvitationResponse {
        let pass = try await dependencies.guestPass.requireGuest()
        let questions = try await dependencies.guestQuestionRepository.questions(of: pass.event.id)
        let answers = try GuestAnswers.parse(request.answers, questions: questions, clearing: true)
        let dietary = try request.dietary.map { raw throws(DomainError) in raw.isEmpty ? nil : try GuestFields.dietary(raw) }
        // A guest who declines brings no one, yet keeps the party they chose for a later change of mind.
        let bringing = request.answer == .accepted || request.answer == .maybe
        let plusOnes = bringing ? request.plusOnes.map { $0.filter { !$0.trimmingScalars(in: .whitespaces).isEmpty } } : nil
        let party = bringing ? request.party : nil
        let (guestID, answer, clock, ids, tokens) = (pass.guest.id, request.answer, dependencies.clock, dependencies.identifierGenerator,
                                                     dependencies.tokenGenerator)
        // Read whatever the page's copy of the event says: the setting that counts is the one the
        // transaction reads.
        let organisers = try await dependencies.membershipRepository.list(event: pass.event.id)
        // The same answer as `guests rsvp` gives, made by the guest through their link.
        let draft = AuditDraft("guest.rsvp", event: pass.event.id, at: clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: pass.event.id) { batch throws(DomainError) in
                // Read with the event locked, so the instants stored (and the waitlist's order) follow
                // the order the store took the answers in, not the order they arrived.
                let now = clock.now()
                let event = batch.event
                guard event.guestPages else { throw .guestPagesOff }
                guard event.takesAnswers(at: now) else { throw .answersClosed(event) }
                guard let stored = try batch.guest(.id(guestID)) else { throw .linkInvalid }
                // A registration answers once confirmed, and once an organiser approved it.
                guard stored.status != .unconfirmed else { throw .registrationUnconfirmed }
                guard stored.status != .pending else { throw .awaitingApproval }
                var guest = stored
                if party != nil || plusOnes != nil {
                    try InvitationParty.bring(party, named: plusOnes, guest: &guest)
                }
                if let dietary { guest.dietary = dietary }
                for (key, value) in answers { guest.answers[key] = value }
                guest.answered(via: .web, at: now)
                guest.updatedAt = now
                let waitlisted = RSVPAnswer.apply(answer, to: &guest, acceptedHeads: batch.acceptedHeads(with: guest, replacing: stored),
                                                  capacity: event.capacity, now: now)
                _ = try batch.replace(stored, with: guest, now: now)
                draft.record(target: stored.handle.value, changes: GuestAudit.between(stored, guest))
                try batch.queue(AnswerNotice.owed(for: guest, in: event, organisers: organisers, at: now,
                                                      ids: { ids.make() }, digest: tokens.digest))
                return InvitationResponse(event: event, guest: guest, questions: questions,
                                          waitlistPosition: try batch.waitlistPosition(of: guest), open: true, waitlisted: waitlisted)
            }
        }
    }
}
