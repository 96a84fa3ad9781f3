public import Domain

/// Someone registers on an event's public page (`/e/HANDLE`) while it takes registrations
/// (`Event.takesRegistrations`). They become a guest like any other, but `unconfirmed`: holding
/// no place until they open the link mailed to their address (`ConfirmRegistration`) within
/// `Registration.confirmWithin`. One address makes one guest: registering again before
/// confirming replaces the details and the link (the 24 hours start again); an address already
/// on the list is mailed that guest's page link instead (a new one: only digests are stored).
/// Every case mails the address and answers alike, so no one learns who registered. Registrations
/// left unconfirmed past their 24 hours are taken off the list by the registrations after them.
public struct RegisterGuest: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    /// The most expired registrations one registration takes off the list: a bounded cost, and
    /// still more than registrations can expire between two of them.
    static let clearedAtOnce = 20

    public func execute(_ request: RegisterRequest) async throws(DomainError) -> RegisterResponse {
        let event = try await dependencies.eventRepository.publicEvent(request.event)
        guard event.takesRegistrations(at: dependencies.clock.now()) else { throw .registrationClosed(event) }
        // The person typing is the guest: the form asks for their own name.
        guard !request.name.trimmingScalars(in: .whitespaces).isEmpty else { throw .invalid(field: "name", message: "is blank; give your name") }
        let name = try GuestFields.name(request.name)
        guard let email = try GuestFields.email(request.email) else { throw .invalid(field: "email", message: "is blank; give your email") }
        let party = try RegistrationParty.check(request.party, named: request.plusOnes, limit: event.registration.party)
        let dietary = try request.dietary.flatMap { raw throws(DomainError) in raw.isEmpty ? nil : try GuestFields.dietary(raw) }
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let given = request.answers.filter { !$0.value.trimmingScalars(in: .whitespaces).isEmpty }
        let answers = try GuestAnswers.parse(given, questions: questions, clearing: false).compactMapValues { $0 }
        let tokens = dependencies.tokenGenerator
        let secret = tokens.makeToken()
        let digest = tokens.digest(secret)
        let (id, messageID): (GuestID, MailMessageID) = (dependencies.identifierGenerator.make(), dependencies.identifierGenerator.make())
        let clock = dependencies.clock
        // Whoever registers is not signed in: the entry names no one (the system), through the web.
        let draft = AuditDraft("guest.register", event: event.id, at: clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                let now = clock.now()
                guard batch.event.takesRegistrations(at: now) else { throw .registrationClosed(batch.event) }
                // Registrations that expired held nothing: each registration clears some away, with their mail.
                for expired in try batch.unconfirmed(before: Registration.expiry(at: now), limit: Self.clearedAtOnce)
                where expired.email != email {
                    try batch.remove(expired)
                }
                let outcome: RegisterResponse.Outcome
                var guest: Guest
                if let stored = try batch.guest(.email(email)) {
                    guest = stored
                    if stored.status == .unconfirmed {
                        guest.name = name
                        (guest.others, guest.plusOnes, guest.partyLimit) = (party.others, party.plusOnes, batch.event.registration.party)
                        guest.dietary = dietary
                        guest.answers = answers
                        guest.statusChangedAt = now
                        outcome = .renewed
                    } else {
                        outcome = .onList
                    }
                    guest.linkDigest = digest
                    guest.updatedAt = now
                    try batch.update(guest, replacing: stored)
                    draft.record(target: stored.handle.value, changes: GuestAudit.between(stored, guest))
                } else {
                    guest = Guest(id: id, eventID: event.id, handle: try GuestLookup.freeHandle(for: name, in: batch), name: name, email: email,
                                  others: party.others, plusOnes: party.plusOnes, partyLimit: batch.event.registration.party, dietary: dietary,
                                  status: .unconfirmed, answers: answers, statusChangedAt: now, linkDigest: digest, createdAt: now, updatedAt: now)
                    try batch.add(guest)
                    draft.record(target: guest.handle.value, changes: GuestAudit.made(guest))
                    outcome = .registered
                }
                var message = OutboxMessage.queued(.confirmation, to: guest, recipient: email, at: now, id: messageID)
                message.linkSecret = secret
                try batch.queue([message])
                return RegisterResponse(event: batch.event, outcome: outcome)
            }
        }
    }
}
