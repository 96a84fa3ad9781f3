public import Domain

/// `rushday guests update EVENT GUEST [...]`.
/// Changes what is given and keeps the rest; "" clears an optional field. A new name keeps the
/// handle (people may have typed it). A larger party of an accepted guest must fit, or the party
/// goes to the waitlist, as an acceptance would; a smaller one frees places for the waitlist.
/// A party given is, from then on, the most the guest may bring on their own page; a new email
/// revokes the guest's link (the old address may be someone else's now).
/// Answers are checked against the event's questions; "KEY=" clears one. A new email revokes
/// the guest's personal link in the same write: the old address may belong to someone else now.
/// Owners and organizers only.
public struct UpdateGuest: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateGuestRequest) async throws(DomainError) -> GuestResponse {
        guard !request.changesNothing else { throw .nothingToChange }
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let name = try request.name.map { raw throws(DomainError) in try GuestFields.name(raw) }
        let email = try Self.clearable(request.email) { raw throws(DomainError) in try GuestFields.email(raw) }
        let phone = try Self.clearable(request.phone) { raw throws(DomainError) in try GuestFields.phone(raw) }
        let dietary = try Self.clearable(request.dietary) { raw throws(DomainError) in try GuestFields.dietary(raw) }
        let note = try Self.clearable(request.note) { raw throws(DomainError) in try GuestFields.note(raw) }
        let plusOnes = request.plusOnes.map { $0 == [""] ? [] : $0 }
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let answers = try GuestAnswers.parse(request.answers, questions: questions, clearing: true)
        let tags = try request.tags.map { raw throws(DomainError) in try GuestFields.tags(raw == [""] ? [] : raw) }
        let clock = dependencies.clock
        let (reference, party) = (request.guest, request.party)
        let draft = AuditDraft("guest.update", event: event.id, at: clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                // Read with the event locked: instants stored follow the order the store decided in.
                let now = clock.now()
                let current = batch.event
                let before = try GuestLookup.guest(reference, in: batch)
                var guest = before
                if let name { guest.name = name }
                if let email {
                    if let new = email, let holder = try batch.guest(.email(new)), holder.id != guest.id { throw .guestEmailTaken(new) }
                    guest.setEmail(email)
                }
                if let phone { guest.phone = phone }
                if let dietary { guest.dietary = dietary }
                if let note { guest.note = note }
                if let tags { guest.tags = tags }
                for (key, answer) in answers { guest.answers[key] = answer }
                if party != nil || plusOnes != nil {
                    // A new count alone must not silently drop or invent named companions.
                    if plusOnes == nil, let party, !guest.plusOnes.isEmpty, party != guest.plusOnes.count {
                        throw .invalid(field: "party", message: "\(guest.name) has \(Plural.of(guest.plusOnes.count, "named plus-one")); name them again, or clear them, with the new party")
                    }
                    let chosen = try GuestFields.party(party, plusOnes: plusOnes ?? guest.plusOnes)
                    guest.setParty(others: chosen.others, plusOnes: chosen.plusOnes)
                }
                guard guest != before else {
                    throw .nothingToChange
                }
                guest.updatedAt = now
                var waitlisted = false
                if guest.heads > before.heads, guest.status == .accepted {
                    let heads = batch.acceptedHeads(with: guest, replacing: before)
                    waitlisted = Waitlist.accept(&guest, acceptedHeads: heads, capacity: current.capacity, now: now) == .waitlisted
                }
                let linkRevoked = guest.linkDigest == nil && before.linkDigest != nil
                let (promoted, heads) = try batch.replace(before, with: guest, now: now)
                draft.record(target: before.handle.value, changes: GuestAudit.between(before, guest))
                return GuestResponse(event: current, guest: guest, waitlisted: waitlisted, promoted: promoted, questions: questions,
                                     placesLeft: Waitlist.placesLeft(acceptedHeads: heads, capacity: current.capacity),
                                     linkRevoked: linkRevoked)
            }
        }
    }

    /// Nil when not given (keep); `.some(nil)` for the exact "" (clear); else the checked value.
    private static func clearable<Value>(_ raw: String?, _ check: (String) throws(DomainError) -> Value?) throws(DomainError) -> Value?? {
        guard let raw else { return nil }
        return raw.isEmpty ? .some(nil) : .some(try check(raw))
    }
}

extension UpdateGuestRequest {
    var changesNothing: Bool {
        name == nil && email == nil && phone == nil && party == nil && plusOnes == nil && tags == nil && dietary == nil
            && note == nil && answers.isEmpty
    }
}
