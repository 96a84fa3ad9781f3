import Domain

/// A reminder's fields as its log entries show them, named as `mail remind` takes them: `at` an
/// instant, `before` a span as `mail reminders` shows it.
enum ReminderAudit {
    static var fields: [(String, (MailReminder) -> String?)] {
        [("at", { AuditChange.instant($0.at) }), ("before", { $0.before.map(RemindersPresenter.span) })]
    }
}
