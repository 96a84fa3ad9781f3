public import Domain

/// `rushday guests rsvp EVENT GUEST accepted|declined|maybe [--party N]`.
/// Records a guest's answer. An acceptance whose whole party does not fit goes to the waitlist
/// and says so; a decline or maybe frees the party's places for the waitlist, promoted in order.
/// A decline names the valid tickets the guest still holds. A party given is, from then on, the
/// most the guest may bring on their own page.
/// The capacity check and the write are one store transaction, so two organisers accepting at
/// once never overfill the event. Owners and organizers only.
public struct AnswerRSVP: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: RSVPRequest) async throws(DomainError) -> GuestResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let party = try request.party.map { count throws(DomainError) in try GuestFields.party(count, plusOnes: []).others }
        let clock = dependencies.clock
        let answer = request.answer
        let reference = request.guest
        // Read for the answers' CSV columns only, so every guest CSV has the same columns.
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let draft = AuditDraft("guest.rsvp", event: event.id, at: clock.now())
        let response = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                // Read with the event locked: instants stored follow the order the store decided in.
                let now = clock.now()
                let current = batch.event
                let before = try GuestLookup.guest(reference, in: batch)
                var guest = before
                if let party {
                    guard party == before.others || before.plusOnes.isEmpty else {
                        throw .invalid(field: "party", message: "\(before.name) has \(Plural.of(before.plusOnes.count, "named plus-one"))", next: .updateGuest)
                    }
                    guest.setParty(others: party, plusOnes: before.plusOnes)
                    if guest != before { guest.updatedAt = now }
                }
                let waitlisted = RSVPAnswer.apply(answer, to: &guest, acceptedHeads: batch.acceptedHeads(with: guest, replacing: before),
                                                  capacity: current.capacity, now: now)
                guest.answered(via: .organizer, at: now)
                let (promoted, heads) = try batch.replace(before, with: guest, now: now)
                draft.record(target: before.handle.value, changes: GuestAudit.between(before, guest))
                return GuestResponse(event: current, guest: guest, waitlisted: waitlisted, promoted: promoted,
                                     questions: questions, placesLeft: Waitlist.placesLeft(acceptedHeads: heads, capacity: current.capacity))
            }
        }
        guard response.guest.status == .declined else { return response }
        return response.holding(try await dependencies.heldTickets.validReferences(of: event.id, heldBy: response.guest.id))
    }
}
