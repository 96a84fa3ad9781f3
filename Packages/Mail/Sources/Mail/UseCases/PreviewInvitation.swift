public import Domain
import Foundation

/// `rushday mail preview EVENT [GUEST] [--subject TEXT] [--message FILE]`: the invitation
/// `guests invite` would queue, written as the outbox writes it, for the guest named, else the
/// first by name with an email. Nothing is written: its link and unsubscribe link are stand-ins
/// (`PreviewInvitation.standIn`), as a real link exists only once queued. Owners and organizers.
public struct PreviewInvitation: Sendable {
    /// What the preview's links end with instead of a secret.
    public static let standIn = "THEIR-OWN-LINK"

    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, guest named: String?, subject: String?, note: String?) async throws(DomainError) -> InvitationPreview {
        let event = try await EventAccess(dependencies).event(reference, for: .mail)
        let words = try InvitationWords(subject: subject, note: note)
        guard let settings = try await dependencies.mailSettingsRepository.mailSettings() else { throw .mailNotSetUp }
        let guest: Guest
        if let named {
            guard let key = GuestKey(typed: named), let found = try await dependencies.guestRepository.guest(of: event.id, key) else {
                throw .guestNotOnList(named, of: event)
            }
            guest = found
        } else {
            // The first page by name holds someone with an email unless the list has none there.
            let page = try await dependencies.guestRepository.guests(of: event.id, GuestQuery(limit: 50))
            guard let first = page.guests.first(where: { $0.email != nil }) else {
                throw .invalid(field: "guest", message: "no guest of '\(event.handle)' with an email on the first page of the list; name one to write the invitation for")
            }
            guest = first
        }
        guard let email = guest.email else { throw .invalid(field: "guest", message: "\(guest.handle) has no email, so gets no invitation; name another guest") }
        let now = dependencies.clock.now()
        var message = OutboxMessage.queued(.invitation, to: guest, recipient: email, at: now)
        message.subject = words.subject
        message.note = words.note
        message.linkSecret = Self.standIn
        let facts = MailFacts(message: message, event: event, guest: guest, settings: settings, passes: [], unsubscribeSecret: Self.standIn, now: now)
        let content = try MailComposer(calendar: dependencies.calendarWriter, qrCodes: dependencies.qrCodeMaker).content(facts)
        return InvitationPreview(event: event, guest: guest, subject: content.subject, document: MailComposer.document(facts), text: content.text)
    }
}
