import Domain
import Foundation

/// An event with guests who take mail, and messages to them, for the mail contracts.
enum MailContractFixtures {
    private typealias F = ContractFixtures

    typealias Store = GuestMailContract.Store

    /// An event owned by a new account.
    static func event(_ handle: String = "summer-gala", in store: any EventRepository & UserRepository) async throws -> Event {
        let owner = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(owner)
        let event = try F.event(handle)
        try await store.create(event, owner: F.membership(event, owner))
        return event
    }

    /// `gala` (owned by a new account) holding a guest with an email for each handle, created in order.
    static func gala(_ handle: String = "summer-gala", guests handles: [String], in store: Store) async throws -> (Event, [Guest]) {
        let event = try await GuestRepositoryContract.gala(in: store, handle)
        let guests = try handles.enumerated().map { offset, handle in
            try GuestRepositoryContract.guest(handle, of: event, email: "\(handle)@example.org", at: TimeInterval(offset))
        }
        try await store.change(event: event.id) { _, list in list += guests }
        return (event, guests)
    }

    /// A queued message of `kind` to `guest`, made `created` seconds after the base and due `due`
    /// seconds after it (at once when nil).
    static func message(_ kind: MailKind = .invitation, to guest: Guest, created: TimeInterval = 0,
                        due: TimeInterval? = nil, reminder: ReminderID? = nil) -> OutboxMessage {
        OutboxMessage(id: MailMessageID(UUID()), eventID: guest.eventID, guestID: guest.id, kind: kind,
                      recipient: guest.email!, reminder: reminder, nextAttemptAt: F.instant(due ?? created),
                      createdAt: F.instant(created))
    }

    /// The reminder `offset` seconds after the base, for `event`.
    static func reminder(of event: Event, created offset: TimeInterval = 0, before: TimeInterval? = 86_400) -> MailReminder {
        MailReminder(id: ReminderID(UUID()), eventID: event.id, before: before, createdAt: F.instant(offset))
    }

    /// `message` as a sender left it after an attempt.
    static func attempted(_ message: OutboxMessage, _ status: MailStatus, reply: String, at offset: TimeInterval,
                          retryAfter: TimeInterval = 60) -> OutboxMessage {
        var attempted = message
        attempted.status = status
        attempted.attempts += 1
        attempted.lastReply = reply
        attempted.lastAttemptAt = F.instant(offset)
        attempted.nextAttemptAt = F.instant(offset + retryAfter)
        attempted.sentAt = status == .sent ? F.instant(offset) : nil
        return attempted
    }
}
