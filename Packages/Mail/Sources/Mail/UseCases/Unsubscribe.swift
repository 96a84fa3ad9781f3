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
        let now = dependencies.clock.now()
        let guest: Guest?
        if confirm {
            guest = try await dependencies.guestRepository.change(event: event.id) { _, guests throws(DomainError) -> Guest? in
                guard let index = guests.firstIndex(where: { $0.id == message.guestID }) else { return nil }
                if guests[index].unsubscribedAt == nil {
                    guests[index].unsubscribedAt = now
                    guests[index].updatedAt = now
                }
                return guests[index]
            }
        } else {
            guest = try await dependencies.guestRepository.guests(of: event.id).first { $0.id == message.guestID }
        }
        guard let guest else { throw .unsubscribeInvalid }
        return UnsubscribeResponse(event: event, guestName: guest.name, unsubscribedAt: guest.unsubscribedAt)
    }
}
