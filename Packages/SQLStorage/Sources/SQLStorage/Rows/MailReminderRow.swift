import Domain

/// A row of `mail_reminders`, in the order `read` takes its columns. `before_ms` is the span
/// before the event's start, in milliseconds.
enum MailReminderRow {
    static let table = "mail_reminders"
    static let columns = "id, event_id, due_at, before_ms, queued_at, created_at"

    static func read(_ row: any SQLRow) throws -> MailReminder {
        MailReminder(id: try StoredValue.identifier(try row.text(0), table: table),
                     eventID: try StoredValue.identifier(try row.text(1), table: table),
                     at: try row.optionalInteger(2).map(Instant.date),
                     before: try row.optionalInteger(3).map { Double($0) / 1000 },
                     queuedAt: try row.optionalInteger(4).map(Instant.date), createdAt: Instant.date(try row.integer(5)))
    }

    static func insert(_ reminder: MailReminder) -> SQL {
        """
        INSERT INTO mail_reminders (\(raw: columns))
        VALUES (\(reminder.id), \(reminder.eventID), \(MailMessageRow.instant(reminder.at)),
                \(reminder.before.map { Int64(($0 * 1000).rounded()) }), \(MailMessageRow.instant(reminder.queuedAt)),
                \(Instant.milliseconds(reminder.createdAt)))
        """
    }
}
