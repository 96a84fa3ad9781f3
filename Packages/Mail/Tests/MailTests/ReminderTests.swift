import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// Reminders fall due at their time (or a span before an event that may move), and each guest
/// then coming gets one mail, however often the drain runs.
struct ReminderTests {
    func remind(_ fixture: Fixture, at: String? = nil, before: String? = nil) async throws -> RemindersResponse {
        try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", at: at, before: before))
    }

    func reminders(_ fixture: Fixture) async -> [OutboxMessage] {
        await fixture.messages().filter { $0.kind == .reminder }
    }

    @Test func aReminderIsDueAtItsTimeAndNotASecondBefore() async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        _ = try await remind(fixture, before: "2h")
        let due = fixture.event.startsAt.addingTimeInterval(-7200)
        fixture.clock.advance(by: due.timeIntervalSince(fixture.clock.now()) - 1)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 0)
        #expect(await reminders(fixture).isEmpty)
        #expect(await fixture.store.reminders(of: fixture.event.id).allSatisfy { $0.queuedAt == nil })
        fixture.clock.advance(by: 1)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 1)
        #expect(await fixture.store.reminders(of: fixture.event.id).map(\.queuedAt) == [fixture.clock.now()])
    }

    @Test func beforeFollowsAMovedEvent() async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        let listed = try await remind(fixture, before: "1d")
        #expect(listed.reminders.map(\.due) == [fixture.event.startsAt.addingTimeInterval(-86_400)])
        try await fixture.changeEvent { event in
            event.startsAt = event.startsAt.addingTimeInterval(7 * 86_400)
            event.endsAt = event.endsAt.addingTimeInterval(7 * 86_400)
        }
        let moved = try await ListReminders(fixture.dependencies).execute(event: "gala")
        #expect(moved.reminders.map(\.due) == [fixture.event.startsAt.addingTimeInterval(6 * 86_400)])
        fixture.clock.advance(by: 2 * 86_400)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 0, "the moved event's reminder is not due yet")
        fixture.clock.advance(by: 5 * 86_400)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 1)
    }

    @Test func eachAcceptedGuestWithAnAddressGetsOneReminderEvenWhenTheDrainRunsTwice() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let cy = try await fixture.guest("cy", email: "cy@example.org", others: 2)
        try await fixture.guest("dee")
        try await fixture.guest("eli", email: "eli@example.org", status: .waitlisted)
        try await fixture.guest("fay", email: "fay@example.org", status: .declined)
        try await fixture.guest("gus", email: "gus@example.org", status: .invited)
        try await fixture.guest("hal", email: "hal@example.org", unsubscribed: true)
        _ = try await remind(fixture, before: "1h")
        _ = try await remind(fixture, before: "2h")
        fixture.clock.advance(by: 86_400 - 1800)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 4)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 0)
        try await fixture.drain()
        try await fixture.drain()
        let queued = await reminders(fixture)
        #expect(queued.count == 4)
        for reminder in await fixture.store.reminders(of: fixture.event.id) {
            #expect(Set(queued.filter { $0.reminder == reminder.id }.map(\.guestID)) == [bea.id, cy.id])
        }
        #expect(fixture.transport.handed.map(\.to.address.value).sorted() == ["bea@example.org", "bea@example.org", "cy@example.org", "cy@example.org"])
    }

    @Test func aDrainKilledBeforeMarkingTheReminderQueuesNothingTwice() async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        _ = try await remind(fixture, before: "1h")
        fixture.clock.advance(by: 86_400 - 1800)
        // The mark is the drain's second write: fail it, as a process killed between the two.
        await fixture.store.failNextWrite(with: .storeBusy, skipping: 1)
        await #expect(throws: DomainError.storeBusy) { try await QueueDueReminders(fixture.dependencies).execute() }
        #expect(await reminders(fixture).count == 1)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 0)
        #expect(await reminders(fixture).count == 1)
        #expect(await fixture.store.reminders(of: fixture.event.id).allSatisfy { $0.queuedAt != nil })
    }

    @Test(arguments: [EventStatus.cancelled, .published])
    func aReminderOfAnEventCancelledOrOverIsMarkedWithoutMail(status: EventStatus) async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        _ = try await remind(fixture, before: "1h")
        try await fixture.changeEvent { $0.status = status }
        // Cancelled: falls due the hour before; over (still published): the drain runs after the end.
        fixture.clock.advance(by: status == .cancelled ? 86_400 - 1800 : 90_000)
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 0)
        #expect(await reminders(fixture).isEmpty)
        #expect(await fixture.store.reminders(of: fixture.event.id).map(\.queuedAt) == [fixture.clock.now()])
    }

    @Test func aReminderWithoutAValidTimeOrForAnEventNoLongerToComeIsRefusedAndStoresNothing() async throws {
        let fixture = try await Fixture()
        for (at, before) in [(nil, "0m"), (nil, "1x"), (nil, nil), ("2030-01-01T00:00", nil), ("2030-01-01T00:00", "1h")] as [(String?, String?)] {
            let snapshot = await fixture.store.snapshot()
            await #expect(throws: DomainError.self, "at \(at ?? "-") before \(before ?? "-")") {
                _ = try await remind(fixture, at: at, before: before)
            }
            #expect(await fixture.store.snapshot() == snapshot)
        }
        try await fixture.changeEvent { $0.status = .cancelled }
        let snapshot = await fixture.store.snapshot()
        await #expect(throws: DomainError.self) { _ = try await remind(fixture, before: "1h") }
        #expect(await fixture.store.snapshot() == snapshot)
    }
}
