public import Foundation

/// The outbox: every mail RushDay owes, queued with the change that causes it and kept with
/// what became of it. Guest changes queue theirs through `GuestRepository`, in their own
/// transaction; this queues the rest and serves the senders.
public protocol MailOutboxRepository: Sendable {
    /// Queues `messages` in one transaction. A reminder's message for a guest who already has
    /// one for that reminder is left out (queueing a reminder twice sends it once). Returns how
    /// many were queued.
    @discardableResult
    func queue(_ messages: [OutboxMessage]) async throws(DomainError) -> Int

    /// Takes up to `limit` messages that are queued, due (`nextAttemptAt <= now`) and not claimed
    /// by another sender (`claimedUntil` nil or past), oldest first, and marks them claimed
    /// until `until`, in one transaction: two senders never take the same message (PostgreSQL
    /// skips rows another sender holds; SQLite's write lock serialises them).
    func claim(limit: Int, now: Date, until: Date) async throws(DomainError) -> [OutboxMessage]

    /// Stores each message's unsubscribe digest before an attempt, in one transaction.
    func prepare(_ digests: [MailMessageID: String]) async throws(DomainError)

    /// Records what became of attempts, in one transaction: each `message` as given (status,
    /// attempts, next attempt, reply, sent time; the link secret cleared once sent) with its
    /// claim released. A message already marked sent is never changed again.
    func record(_ messages: [OutboxMessage]) async throws(DomainError)

    /// Cancels those of `messages` still queued and claimed by no sender at `now`, in one
    /// transaction, and answers with them: a message a sender holds is not taken from it.
    func cancel(_ messages: [MailMessageID], now: Date) async throws(DomainError) -> [MailMessageID]

    /// The event's messages, oldest first; only those with `status` when given.
    func messages(of event: EventID, status: MailStatus?) async throws(DomainError) -> [OutboxMessage]

    /// The messages of the event to one guest, oldest first, through the store's index by
    /// guest: what one guest's page costs does not grow with the outbox.
    func messages(of event: EventID, guest: GuestID) async throws(DomainError) -> [OutboxMessage]

    /// One message, by id; nil when there is none.
    func message(_ id: MailMessageID) async throws(DomainError) -> OutboxMessage?

    /// The message whose unsubscribe secret has this digest.
    func message(unsubscribeDigest: String) async throws(DomainError) -> OutboxMessage?

    /// How many of the event's messages stand in each status; nil: of every event's.
    func counts(of event: EventID?) async throws(DomainError) -> [MailStatus: Int]

    /// When the next queued message of any event falls due; nil when none waits.
    func nextDue() async throws(DomainError) -> Date?

    /// The queued messages of every event a claim still holds at `now`.
    func held(at now: Date) async throws(DomainError) -> HeldClaims
}

/// The store's one mail set-up.
public protocol MailSettingsRepository: Sendable {
    func mailSettings() async throws(DomainError) -> MailSettings?
    /// Replaces the set-up, in one transaction.
    func save(_ settings: MailSettings) async throws(DomainError)
}

/// Reminders the organisers scheduled.
public protocol MailReminderRepository: Sendable {
    func schedule(_ reminder: MailReminder) async throws(DomainError)
    /// The event's reminders, by when they were made.
    func reminders(of event: EventID) async throws(DomainError) -> [MailReminder]
    /// Every reminder of any event not yet queued, with its event: few, so the Mail feature
    /// decides which are due.
    func waitingReminders() async throws(DomainError) -> [(MailReminder, Event)]
    /// Marks the reminder queued at `at`.
    func markQueued(_ reminder: ReminderID, at: Date) async throws(DomainError)
    /// Removes a reminder not yet queued; a missing one throws `.reminderMissing`.
    func cancel(_ reminder: ReminderID) async throws(DomainError)
}
