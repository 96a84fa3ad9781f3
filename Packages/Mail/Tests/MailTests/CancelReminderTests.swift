import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// A reminder still waiting is cancelled by its id (any case, spaces around it), and never falls
/// due; one already queued, or one that is not there, is refused and nothing changes.
struct CancelReminderTests {
    @Test func aWaitingReminderIsCancelledByTheBeginningOfItsIdAndNeverFallsDue() async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        let scheduled = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", before: "2h"))
        let kept = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", before: "1h"))
        let first = try #require(scheduled.reminders.first?.reminder)
        let left = try await CancelReminder(fixture.dependencies).execute(event: "gala", reminder: " " + first.id.rawValue.uuidString + " ")
        #expect(left.reminders.map(\.reminder.id) == kept.reminders.filter { $0.reminder.id != first.id }.map(\.reminder.id))
        fixture.clock.advance(by: fixture.event.startsAt.timeIntervalSince(fixture.clock.now()) - 5400)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 0, "the cancelled reminder never falls due")
        fixture.clock.advance(by: 3600)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 1, "the other one still does")
    }

    @Test func aQueuedMissingOrAmbiguousReminderIsRefusedAndNothingChanges() async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        let listed = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", before: "2h"))
        let reminder = try #require(listed.reminders.first?.reminder)
        fixture.clock.advance(by: fixture.event.startsAt.timeIntervalSince(fixture.clock.now()) - 3600)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 1)
        let before = await fixture.store.reminders(of: fixture.event.id)
        let short = ShortID.of(reminder.id.rawValue)
        for typed in ["ffffffff", "abc", ""] {
            let refusal = await #expect(throws: DomainError.self) {
                _ = try await CancelReminder(fixture.dependencies).execute(event: "gala", reminder: typed)
            }
            #expect(refusal == .reminderMissing(UserText.quoted(typed)), "\(typed)")
        }
        await #expect(throws: DomainError.conflict(field: "reminder", message: "\(short) was queued \(ZonedTime.said(fixture.clock.now(), in: fixture.event.timeZone).spoken); its mail is in the outbox already")) {
            _ = try await CancelReminder(fixture.dependencies).execute(event: "gala", reminder: short)
        }
        #expect(await fixture.store.reminders(of: fixture.event.id) == before)
    }
}
