public import Domain
import Foundation

/// `rushday guests invite EVENT [GUEST ...] [--status invited] [--subject TEXT] [--message FILE]`.
/// Queues one invitation per chosen guest, each carrying a new personal link (an old one stops
/// working), in the same write that stores the link's digest: a link never changes without
/// its mail, nor a mail leave with a link that was rolled back. Guests without an address, and
/// those who unsubscribed, are left out and named. Chosen by status, the guests of every other
/// status (those who answered already, by default) are counted, so none is left out unsaid.
/// Owners and organizers only.
public struct InviteGuests: Sendable {
    static let longestSubject = 200
    static let longestNote = 10_000

    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: InviteGuestsRequest) async throws(DomainError) -> InviteGuestsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let (subject, note) = try Self.words(request)
        guard event.status != .cancelled, event.status != .completed else {
            throw .invalid(field: "event", message: "'\(event.handle)' is \(event.status); invitations are for events still to come")
        }
        let (tokens, ids, clock) = (dependencies.tokenGenerator, dependencies.identifierGenerator, dependencies.clock)
        let (named, status) = (request.guests, request.status ?? .invited)
        return try await dependencies.guestRepository.change(event: event.id, mailing: { current, guests, outbox throws(DomainError) in
            let now = clock.now()
            var chosen: [Int] = []
            for typed in named {
                let index = try GuestLookup.index(of: typed, in: guests, event: current)
                if !chosen.contains(index) { chosen.append(index) }
            }
            if named.isEmpty { chosen = guests.indices.filter { guests[$0].status == status } }
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
            let notChosen = named.isEmpty ? guests.filter { $0.status != status }.reduce(into: [RSVPStatus: Int]()) { $0[$1.status, default: 0] += 1 } : [:]
            return InviteGuestsResponse(event: current, queued: queued, skipped: skipped, notChosen: notChosen)
        })
    }

    private static func words(_ request: InviteGuestsRequest) throws(DomainError) -> (subject: String?, note: String?) {
        let subject = request.subject?.trimmingCharacters(in: .whitespaces)
        if let subject {
            try UserText.validate(subject, field: "subject", allowingLineBreaks: false)
            guard !subject.isEmpty, subject.count <= longestSubject else {
                throw .invalid(field: "subject", message: "give 1 to \(longestSubject) characters, or leave it out for \"You're invited: TITLE\"")
            }
        }
        let note = request.note?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let note {
            try UserText.validate(note, field: "message", allowingLineBreaks: true)
            guard note.count <= longestNote else { throw .invalid(field: "message", message: "is \(note.count) characters; keep it to \(longestNote)") }
        }
        return (subject, note.flatMap { $0.isEmpty ? nil : $0 })
    }
}
