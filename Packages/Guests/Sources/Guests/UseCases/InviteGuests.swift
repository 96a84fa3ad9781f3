public import Domain
import Foundation

/// `rushday guests invite EVENT [GUEST ...] [--status invited] [--tag T] [--search TEXT] [--subject TEXT] [--message FILE]`.
/// Queues one invitation per chosen guest, each carrying a new personal link (an old one stops
/// working), in the same write that stores the link's digest: a link never changes without
/// its mail, nor a mail leave with a link that was rolled back. Guests without an address, and
/// those who unsubscribed, are left out and named. Chosen by a filter, the guests it leaves out
/// (those who answered already, by default) are counted by status, so none is left out unsaid.
/// Owners and organizers only.
public struct InviteGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: InviteGuestsRequest) async throws(DomainError) -> InviteGuestsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let words = try InvitationWords(subject: request.subject, note: request.note)
        let (subject, note) = (words.subject, words.note)
        guard event.status != .cancelled, event.status != .completed else {
            throw .invalid(field: "event", message: "'\(event.handle)' is \(event.status); invitations are for events still to come")
        }
        let (tokens, ids, clock) = (dependencies.tokenGenerator, dependencies.identifierGenerator, dependencies.clock)
        let named = request.guests
        let query = try GuestFilter(status: request.status ?? .invited, tag: request.tag, search: request.search).query()
        // No event until an invitation is queued: guests all left out is no change.
        let draft = AuditDraft("guests.invite", event: nil, at: clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.change(event: event.id, mailing: { current, guests, outbox throws(DomainError) in
                let now = clock.now()
                let chosen = named.isEmpty ? guests.indices.filter { query.keeps(guests[$0]) }
                    : try GuestLookup.indices(of: named, in: guests, event: current)
                var queued: [InviteGuestsResponse.Queued] = []
                var skipped: [InviteGuestsResponse.Skipped] = []
                for index in chosen {
                    guard let email = guests[index].email else {
                        skipped.append(.init(guest: guests[index].handle, reason: .noEmail))
                        continue
                    }
                    guard guests[index].takesMail(.invitation) else {
                        skipped.append(.init(guest: guests[index].handle, reason: .unsubscribed))
                        continue
                    }
                    let secret = tokens.makeToken()
                    guests[index].linkDigest = tokens.digest(secret)
                    guests[index].updatedAt = now
                    var message = OutboxMessage.queued(.invitation, to: guests[index], recipient: email, at: now, id: ids.make())
                    message.subject = subject
                    message.note = note
                    message.linkSecret = secret
                    outbox.append(message)
                    queued.append(.init(guest: guests[index].handle, message: message.id))
                }
                if !queued.isEmpty {
                    // Each invitation carries a new link in place of any old one; of the mail's words, only its subject.
                    var changes = [AuditChange("invitation", old: nil, new: "queued"), AuditChange("link", old: nil, new: "made")]
                    if let subject { changes.append(AuditChange("subject", old: nil, new: subject)) }
                    draft.record(event: current.id, target: queued.map(\.guest.value).joined(separator: " "), changes: changes)
                }
                let notChosen = named.isEmpty ? guests.filter { !query.keeps($0) }.reduce(into: [RSVPStatus: Int]()) { $0[$1.status, default: 0] += 1 } : [:]
                return InviteGuestsResponse(event: current, queued: queued, skipped: skipped, notChosen: notChosen)
            })
        }
    }
}
