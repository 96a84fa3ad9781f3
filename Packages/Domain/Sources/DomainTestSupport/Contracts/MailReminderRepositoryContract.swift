public import Domain
import Foundation
import Testing

/// What every `MailReminderRepository` does. Reminders belong to events (made through
/// `EventRepository`, whose owners are accounts made through `UserRepository`).
public enum MailReminderRepositoryContract {
    public typealias Store = any MailReminderRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures
    private typealias M = MailContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("schedule stores reminders whole; reminders lists the event's by when they were made") { (store: Store) async throws in
            let gala = try await M.event(in: store)
            let other = try await M.event("other", in: store)
            let before = M.reminder(of: gala, created: 20, before: 90 * 60)
            let at = MailReminder(id: ReminderID(UUID()), eventID: gala.id, at: F.instant(1800), createdAt: F.instant(10))
            let elsewhere = M.reminder(of: other, created: 5)
            try await store.schedule(before)
            try await store.schedule(at)
            try await store.schedule(elsewhere)
            #expect(try await store.reminders(of: gala.id) == [at, before])
            #expect(try await store.reminders(of: other.id) == [elsewhere])
            #expect(try await store.reminders(of: EventID(UUID())).isEmpty)
        },
        ContractCase("waitingReminders gives every reminder not yet queued with its event; markQueued takes it out") { (store: Store) async throws in
            let gala = try await M.event(in: store)
            let other = try await M.event("other", in: store)
            let first = M.reminder(of: gala, created: 1)
            let second = M.reminder(of: other, created: 2)
            try await store.schedule(first)
            try await store.schedule(second)
            let waiting = try await store.waitingReminders()
            #expect(waiting.map(\.0) == [first, second])
            #expect(waiting.map(\.1) == [gala, other])
            try await store.markQueued(first.id, at: F.instant(50))
            #expect(try await store.waitingReminders().map(\.0) == [second])
            var queued = first
            queued.queuedAt = F.instant(50)
            #expect(try await store.reminders(of: gala.id) == [queued])
        },
        ContractCase("cancel removes a waiting reminder; a queued or unknown one is reminderMissing") { (store: Store) async throws in
            let gala = try await M.event(in: store)
            let waiting = M.reminder(of: gala, created: 1)
            let done = M.reminder(of: gala, created: 2)
            try await store.schedule(waiting)
            try await store.schedule(done)
            try await store.markQueued(done.id, at: F.instant(5))
            try await store.cancel(waiting.id)
            await #expect(throws: DomainError.reminderMissing(done.id.description)) { try await store.cancel(done.id) }
            await #expect(throws: DomainError.reminderMissing(waiting.id.description)) { try await store.cancel(waiting.id) }
            #expect(try await store.reminders(of: gala.id).map(\.id) == [done.id])
        },
        ContractCase("a reminder for a missing event is eventMissing; a deleted event's reminders go with it") { (store: Store) async throws in
            let ghost = EventID(UUID())
            let stray = MailReminder(id: ReminderID(UUID()), eventID: ghost, before: 60, createdAt: F.instant())
            await #expect(throws: DomainError.eventMissing(ghost)) { try await store.schedule(stray) }
            let gala = try await M.event(in: store)
            try await store.schedule(M.reminder(of: gala))
            try await store.delete(gala.id)
            #expect(try await store.reminders(of: gala.id).isEmpty)
            #expect(try await store.waitingReminders().isEmpty)
        },
    ]
}
