public import Domain
import Foundation

/// `rushday guests add EVENT NAME [...]`.
/// Puts someone on the event's list as invited. Their handle is made from the name, numbered
/// when another guest has it; an email another guest of the event has is refused. Owners and
/// organizers only. Answers are checked against the event's questions (see `GuestAnswers`).
public struct AddGuest: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddGuestRequest) async throws(DomainError) -> GuestResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let name = try GuestFields.name(request.name)
        let email = try GuestFields.email(request.email)
        let phone = try GuestFields.phone(request.phone)
        let party = try GuestFields.party(request.party, plusOnes: request.plusOnes)
        let tags = try GuestFields.tags(request.tags)
        let dietary = try GuestFields.dietary(request.dietary)
        let note = try GuestFields.note(request.note)
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let answers = try GuestAnswers.parse(request.answers, questions: questions, clearing: false).compactMapValues { $0 }
        let id: GuestID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        // The handle is decided in the transaction, with the list as it is then.
        let draft = AuditDraft("guest.add", event: event.id, at: now)
        let added = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.edit(event: event.id) { batch throws(DomainError) in
                if let email, try batch.guest(.email(email)) != nil { throw .guestEmailTaken(email) }
                let guest = Guest(id: id, eventID: event.id, handle: try GuestLookup.freeHandle(for: name, in: batch),
                                  name: name, email: email, phone: phone, others: party.others, plusOnes: party.plusOnes,
                                  tags: tags, dietary: dietary, note: note, status: .invited, answers: answers, statusChangedAt: now,
                                  createdAt: now, updatedAt: now)
                try batch.add(guest)
                draft.record(target: guest.handle.value, changes: GuestAudit.made(guest))
                return guest
            }
        }
        return GuestResponse(event: event, guest: added, questions: questions)
    }
}
