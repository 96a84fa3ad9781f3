public import Domain
public import Foundation

extension SQLStore {
    public func schedule(_ reminder: MailReminder) async throws(DomainError) {
        try await writing { db in
            guard try Self.event(reminder.eventID, db, locking: db.dialect.forShare) != nil else {
                throw DomainError.eventMissing(reminder.eventID)
            }
            try db.execute(MailReminderRow.insert(reminder))
        }
    }

    public func reminders(of event: EventID) async throws(DomainError) -> [MailReminder] {
        try await reading { db in
            try db.all("""
                SELECT \(raw: MailReminderRow.columns) FROM mail_reminders WHERE event_id = \(event)
                ORDER BY created_at, id\(raw: db.dialect.bytewise)
                """, MailReminderRow.read)
        }
    }

    /// Few at any time: each with its event, read in the same snapshot.
    public func waitingReminders() async throws(DomainError) -> [(MailReminder, Event)] {
        let pairs = try await reading { db in
            let waiting = try db.all("""
                SELECT \(raw: MailReminderRow.columns) FROM mail_reminders WHERE queued_at IS NULL
                ORDER BY created_at, id\(raw: db.dialect.bytewise)
                """, MailReminderRow.read)
            return try waiting.compactMap { reminder in try Self.event(reminder.eventID, db).map { Waiting(reminder: reminder, event: $0) } }
        }
        return pairs.map { ($0.reminder, $0.event) }
    }

    public func markQueued(_ reminder: ReminderID, at: Date) async throws(DomainError) {
        try await writing { db in
            try db.execute("UPDATE mail_reminders SET queued_at = \(Instant.milliseconds(at)) WHERE id = \(reminder)")
        }
    }

    public func cancel(_ reminder: ReminderID) async throws(DomainError) {
        try await writing { db in
            guard try db.execute("DELETE FROM mail_reminders WHERE id = \(reminder) AND queued_at IS NULL") == 1 else {
                throw DomainError.reminderMissing(reminder.description)
            }
        }
    }
}

/// A reminder and its event, handed out of a read transaction (a tuple is not `Sendable`).
private struct Waiting: Sendable {
    let reminder: MailReminder
    let event: Event
}
