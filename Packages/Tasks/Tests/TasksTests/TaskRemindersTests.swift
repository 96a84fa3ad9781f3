import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// A task's reminder: one mail to its assignee once it falls due, never twice, none for a task
/// nobody has, a task done or a cancelled event; and it is taken back when the task is done
/// before it went.
@Suite struct TaskRemindersTests {
    /// #1 Stan's, due 2026-10-02T09:00 in Berlin (07:00Z), 19 hours after the clock's now.
    static func stansTask() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.add("Order the cake", due: "2026-10-02T09:00", assign: "stan@example.org", note: "Chocolate")
        return fixture
    }

    static let untilDue: TimeInterval = 19 * 3600

    @Test func oneMailToTheAssigneeOnceDue() async throws {
        let fixture = try await Self.stansTask()
        #expect(try await fixture.queueReminders() == 0)
        fixture.dependencies.fixedClock.advance(by: Self.untilDue - 1)
        #expect(try await fixture.queueReminders() == 0, "not yet due a second before")
        #expect(await fixture.reminders().isEmpty)
        #expect(await fixture.task(1)?.reminder == nil)

        fixture.dependencies.fixedClock.advance(by: 1)
        #expect(try await fixture.queueReminders() == 1, "due at its very second")
        let queued = await fixture.reminders(status: .queued)
        #expect(queued.count == 1)
        let mail = try #require(queued.first)
        #expect(mail.kind == .task)
        #expect(mail.recipient == fixture.stan.email)
        #expect(mail.guestID == nil)
        #expect(mail.subject?.contains("Order the cake") == true)
        #expect(mail.note?.contains("Order the cake") == true)
        #expect(mail.note?.contains("Chocolate") == true)
        #expect(mail.createdAt == fixture.dependencies.fixedClock.now())
        #expect(await fixture.task(1)?.reminder == mail.id)

        for _ in 0..<3 {
            fixture.dependencies.fixedClock.advance(by: 3600)
            #expect(try await fixture.queueReminders() == 0, "never twice")
        }
        #expect(await fixture.store.messages(of: fixture.event.id, status: nil).count == 1)
    }

    @Test func aRuleFallsDueWithTheEvent() async throws {
        let fixture = try await Fixture()
        // 2026-10-30T18:00Z.
        try await fixture.add("Venue", due: "1 day before start", assign: "stan@example.org")
        #expect(try await fixture.queueReminders() == 0)
        var event = await fixture.currentEvent()
        event.startsAt = try Fixture.instant("2026-10-02T19:00+02:00")
        event.endsAt = try Fixture.instant("2026-10-02T23:00+02:00")
        try await fixture.store.update(event)
        // Now due 2026-10-01T19:00+02:00, 17:00Z: five hours on.
        fixture.dependencies.fixedClock.advance(by: 5 * 3600 - 1)
        #expect(try await fixture.queueReminders() == 0)
        fixture.dependencies.fixedClock.advance(by: 1)
        #expect(try await fixture.queueReminders() == 1)
        #expect(await fixture.reminders().map(\.recipient) == [fixture.stan.email])
    }

    @Test func noneForTasksNobodyHasNoDueTimeOrDone() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Nobody's", due: "2026-10-01T09:00")
        try await fixture.add("No due", assign: "stan@example.org")
        try await fixture.add("Done", due: "2026-10-01T09:00", assign: "stan@example.org")
        try await fixture.mark("3")
        fixture.dependencies.fixedClock.advance(by: 365 * 86_400)
        #expect(try await fixture.queueReminders() == 0)
        #expect(await fixture.reminders().isEmpty)
        #expect(await fixture.tasks().allSatisfy { $0.reminder == nil })
    }

    @Test func noneForACancelledEvent() async throws {
        let fixture = try await Self.stansTask()
        var event = await fixture.currentEvent()
        event.status = .cancelled
        try await fixture.store.update(event)
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 0)
        #expect(await fixture.reminders().isEmpty)
        #expect(await fixture.task(1)?.reminder == nil)
    }

    /// A reminder only for tasks now due: the others wait.
    @Test func onlyTheTasksDueNow() async throws {
        let fixture = try await Self.stansTask()
        try await fixture.add("Later", due: "2026-10-03T09:00", assign: "otto@example.org")
        try await fixture.add("Earlier", due: "2026-10-01T09:00", assign: "ada@example.org")
        #expect(try await fixture.queueReminders() == 1)
        #expect(await fixture.reminders().map(\.recipient) == [fixture.ada.email])
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 1)
        fixture.dependencies.fixedClock.advance(by: 86_400)
        #expect(try await fixture.queueReminders() == 1)
        #expect(Set(await fixture.reminders(status: .queued).map(\.recipient)) == [fixture.ada.email, fixture.stan.email, fixture.otto.email])
        #expect(try await fixture.queueReminders() == 0)
    }

    @Test func aTaskDoneBeforeItsReminderWentHasItReplaced() async throws {
        let fixture = try await Self.stansTask()
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 1)
        let mail = try #require(await fixture.reminders(status: .queued).first)
        fixture.signIn(fixture.stan)
        try await fixture.mark("1")
        #expect(await fixture.reminders(status: .queued).isEmpty)
        #expect(await fixture.reminders(status: .replaced).map(\.id) == [mail.id])
        #expect(try await fixture.queueReminders() == 0)
    }

    /// Opened again, a task is reminded again: its first reminder was replaced when it was done.
    @Test func aTaskOpenedAgainIsRemindedAgain() async throws {
        let fixture = try await Self.stansTask()
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 1)
        try await fixture.mark("1")
        try await fixture.mark("1", done: false)
        #expect(await fixture.task(1)?.reminder == nil)
        #expect(try await fixture.queueReminders() == 1)
        #expect(await fixture.reminders(status: .queued).map(\.recipient) == [fixture.stan.email])
        #expect(try await fixture.queueReminders() == 0)
    }

    @Test func anotherAssigneeGetsOneOfTheirOwn() async throws {
        let fixture = try await Self.stansTask()
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 1)
        let first = try #require(await fixture.reminders().first)
        try await fixture.update("1", assign: "otto@example.org")
        #expect(await fixture.task(1)?.reminder == nil)
        #expect(await fixture.reminders(status: .replaced).map(\.id) == [first.id], "Stan's, not sent, is taken back")
        #expect(try await fixture.queueReminders() == 1)
        let queued = await fixture.reminders(status: .queued)
        #expect(queued.map(\.recipient) == [fixture.otto.email])
        #expect(await fixture.task(1)?.reminder == queued.first?.id)
        #expect(try await fixture.queueReminders() == 0)
        // Unassigned: nobody is reminded.
        try await fixture.update("1", assign: "")
        #expect(try await fixture.queueReminders() == 0)
        #expect(await fixture.reminders(status: .queued).isEmpty)
    }

    /// A new due time takes back the reminder still waiting, and the new time gets its own.
    @Test func aNewDueTimeGetsANewReminder() async throws {
        let fixture = try await Self.stansTask()
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 1)
        try await fixture.update("1", due: "2026-10-05T09:00")
        #expect(try await fixture.queueReminders() == 0, "the new due time is not here yet")
        fixture.dependencies.fixedClock.advance(by: 3 * 86_400)
        #expect(try await fixture.queueReminders() == 1)
        #expect(await fixture.reminders(status: .queued).count == 1)
        #expect(await fixture.reminders(status: .replaced).count == 1)
    }

    @Test func aTaskRemovedBeforeItsReminderWentHasItReplaced() async throws {
        let fixture = try await Self.stansTask()
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 1)
        try await fixture.remove("1")
        #expect(await fixture.reminders(status: .queued).isEmpty)
        #expect(await fixture.reminders(status: .replaced).count == 1)
    }

    /// A task still assigned to someone who has left the event is not mailed to them, as
    /// `ListMyTasks` no longer shows them that event's tasks.
    @Test func aFormerMemberIsNotReminded() async throws {
        let fixture = try await Self.stansTask()
        try await fixture.store.remove(event: fixture.event.id, user: fixture.stan.id)
        fixture.dependencies.fixedClock.advance(by: Self.untilDue)
        #expect(try await fixture.queueReminders() == 0)
        #expect(await fixture.reminders().isEmpty)
        fixture.signIn(fixture.stan)
        #expect(try await ListMyTasks(fixture.dependencies).execute().entries.isEmpty)
    }
}
