import Domain
import Foundation

/// Everything a message says, read from the store when it is sent.
struct MailFacts: Sendable {
    let message: OutboxMessage
    let event: Event
    let guest: Guest
    let settings: MailSettings
    /// A tickets mail's tickets still valid, in order.
    let passes: [TicketPass]
    /// The secret of this attempt's unsubscribe link, for invitations and reminders.
    let unsubscribeSecret: String?
    let now: Date

    var link: String? { message.linkSecret.map { GuestAddresses.page(settings.publicURL, secret: $0) } }
    var unsubscribeLink: String? { unsubscribeSecret.map { GuestAddresses.unsubscribe(settings.publicURL, secret: $0) } }
}
