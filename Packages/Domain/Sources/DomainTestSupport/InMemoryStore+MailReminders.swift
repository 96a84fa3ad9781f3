public import Domain
public import Foundation

/// Reminders by id.
struct ReminderTable: InMemoryTable {
    var byID: [ReminderID: MailReminder] = [:]
}

extension InMemoryTables {
    /// An event's reminders go with it, as the real stores' cascades take them.
    mutating func removeReminders(of event: EventID) {
        self[ReminderTable.self].byID = self[ReminderTable.self].byID.filter { $0.value.eventID != event }
    }
}

extension InMemoryStore: MailReminderRepository {
    public func schedule(_ reminder: MailReminder) throws(DomainError) {
        try write { tables throws(DomainError) in
            guard tables.event(reminder.eventID) != nil else { throw .eventMissing(reminder.eventID) }
            tables[ReminderTable.self].byID[reminder.id] = reminder.storedForm
        }
    }

    public func reminders(of event: EventID) -> [MailReminder] {
        tables[ReminderTable.self].byID.values.filter { $0.eventID == event }.sorted(by: MailReminder.storeOrder)
    }

    public func waitingReminders() -> [(MailReminder, Event)] {
        tables[ReminderTable.self].byID.values.filter { $0.queuedAt == nil }.sorted(by: MailReminder.storeOrder)
            .compactMap { reminder in tables.event(reminder.eventID).map { (reminder, $0) } }
    }

    public func markQueued(_ reminder: ReminderID, at: Date) throws(DomainError) {
        try write { tables in tables[ReminderTable.self].byID[reminder]?.queuedAt = at.stored }
    }

    public func cancel(_ reminder: ReminderID) throws(DomainError) {
        try write { tables throws(DomainError) in
            guard tables[ReminderTable.self].byID[reminder]?.queuedAt == nil,
                  tables[ReminderTable.self].byID.removeValue(forKey: reminder) != nil
            else { throw .reminderMissing(reminder.description) }
        }
    }
}

extension MailReminder {
    /// By when they were made, ties by id, as the real stores order them.
    static func storeOrder(_ left: MailReminder, _ right: MailReminder) -> Bool {
        (left.createdAt, left.id.description) < (right.createdAt, right.id.description)
    }

    fileprivate var storedForm: MailReminder {
        MailReminder(id: id, eventID: eventID, at: at?.stored, before: before, queuedAt: queuedAt?.stored,
                     createdAt: createdAt.stored)
    }
}
