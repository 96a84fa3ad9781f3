public import Domain
import Foundation

/// `GET /u/SECRET` (`confirm: false`: what the link would do) and `POST /u/SECRET` (RFC 8058's
/// one-click, or the page's button): the guest gets no more invitations or reminders of the
/// event; tickets and news of their own answers still go. The link is one mail's, looked up by
/// its secret's digest and compared in constant time; an unknown one is a plain 404, the same
/// for every way it can be wrong. Unsubscribing twice changes nothing.
public struct Unsubscribe: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(secret: String, confirm: Bool) async throws(DomainError) -> UnsubscribeResponse {
        let tokens = dependencies.tokenGenerator
        guard secret.count >= 20, secret.count <= 100, secret.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }),
              let message = try await dependencies.mailOutbox.message(unsubscribeDigest: tokens.digest(secret)),
              let digest = message.unsubscribeDigest, tokens.matches(secret, digest: digest),
              let event = try await dependencies.eventRepository.find(id: message.eventID)
        else { throw .unsubscribeInvalid }
        guard let guestID = message.guestID, let read = try await dependencies.guestRepository.guest(of: event.id, .id(guestID)) else {
            throw .unsubscribeInvalid
        }
        // The link is one mail's to this guest, checked above: its holder acts as the guest, as a
        // personal link's does, so the log names them.
        AuditTrail.visit?.identify(.guest(name: read.name))
        guard confirm else { return UnsubscribeResponse(event: event, guestName: read.name, unsubscribedAt: read.unsubscribedAt) }
        let now = dependencies.clock.now()
        // Only the first confirmation changes the guest: the draft gets its event (without one it
        // writes nothing) when the store's transaction finds them still subscribed.
        let draft = AuditDraft("guest.unsubscribe", event: nil, target: read.handle.value, at: now)
        let guest = try await AuditTrail.recording(draft) { () async throws(DomainError) -> Guest? in
            try await dependencies.guestRepository.change(event: event.id) { _, guests throws(DomainError) -> Guest? in
                guard let index = guests.firstIndex(where: { $0.id == guestID }) else { return nil }
                if guests[index].unsubscribedAt == nil {
                    guests[index].unsubscribedAt = now
                    guests[index].updatedAt = now
                    draft.record(event: event.id, target: guests[index].handle.value,
                                 changes: [AuditChange("unsubscribed", old: nil, new: AuditChange.instant(now))])
                }
                return guests[index]
            }
        }
        guard let guest else { throw .unsubscribeInvalid }
        return UnsubscribeResponse(event: event, guestName: guest.name, unsubscribedAt: guest.unsubscribedAt)
    }
}
