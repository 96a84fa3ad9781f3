import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// Each change a person makes to an event's mail leaves one entry in the event's log, naming
/// what it changed; a refusal, or a call that changes nothing, leaves none. The drain's sending
/// and reminders falling due are the system's work, and leave none either.
@Suite struct AuditTests {
    func entries(_ fixture: Fixture) async -> [AuditEntry] {
        await fixture.store.auditEntries(of: fixture.event.id, since: nil, actor: nil, about: nil)
    }

    /// How a message is typed: the test's ids share their first digits, so the whole id.
    func typed(_ message: OutboxMessage) -> String { message.id.rawValue.uuidString.lowercased() }

    @Test func retryingNamesTheMessagesQueuedAgain() async throws {
        let fixture = try await Fixture()
        let sent = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let failed = try await fixture.queue(.promotion, to: try await fixture.guest("cy", email: "cy@example.org"))
        fixture.transport.script([.sent, .permanent])
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1, failed: 1))
        #expect(await entries(fixture).isEmpty, "sending is the system's, not a change to the event")
        try await fixture.expectRefused(field: "message") {
            _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [typed(sent)])
        }
        #expect(await entries(fixture).isEmpty)
        _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [])
        let logged = await entries(fixture)
        #expect(logged.map(\.action) == ["mail.retry"])
        #expect(logged.first?.target == ShortID.of(failed.id.rawValue))
        #expect(logged.first?.changes == [])
        _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [])
        #expect(await entries(fixture).count == 1, "nothing failed is left: nothing is retried, nothing logged")
    }

    @Test func cancellingNamesTheMessagesTakenOut() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let cy = try await fixture.queue(.promotion, to: try await fixture.guest("cy", email: "cy@example.org"))
        let status = [AuditChange("status", old: "queued", new: "cancelled")]
        _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [typed(bea)], all: false)
        var logged = await entries(fixture)
        #expect(logged.map(\.action) == ["mail.cancel"])
        #expect(logged.first?.target == ShortID.of(bea.id.rawValue))
        #expect(logged.first?.changes == status)
        try await fixture.expectRefused(field: "message") {
            _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [typed(bea)], all: false)
        }
        _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [], all: true)
        logged = await entries(fixture)
        #expect(logged.map(\.action) == ["mail.cancel", "mail.cancel"])
        #expect(logged.last?.target == ShortID.of(cy.id.rawValue))
        #expect(logged.last?.changes == status)
        _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [], all: true)
        #expect(await entries(fixture).count == 2, "none left waiting: nothing cancelled, nothing logged")
    }

    @Test func schedulingAReminderNamesItAndWhenItFallsDue() async throws {
        let fixture = try await Fixture()
        try await fixture.guest("bea", email: "bea@example.org")
        try await fixture.expectRefused(field: "at") {
            _ = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", at: "2027-01-02T09:00+01:00", before: "2h"))
        }
        #expect(await entries(fixture).isEmpty)
        let spanned = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", before: "1d12h"))
        let before = try #require(spanned.reminders.first?.reminder)
        let timed = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", at: "2027-01-02T09:00+01:00"))
        let at = try #require(timed.reminders.first { $0.reminder.id != before.id }?.reminder)
        let logged = await entries(fixture)
        #expect(logged.map(\.action) == ["reminder.schedule", "reminder.schedule"])
        #expect(logged.map(\.target) == [ShortID.of(before.id.rawValue), ShortID.of(at.id.rawValue)])
        #expect(logged.first?.changes == [AuditChange("before", old: nil, new: "1d12h")])
        #expect(logged.last?.changes == [AuditChange("at", old: nil, new: AuditChange.instant(Date(timeIntervalSince1970: 1_798_876_800)))])
        fixture.clock.advance(by: fixture.event.startsAt.timeIntervalSince(fixture.clock.now()))
        #expect(try await QueueDueReminders(fixture.dependencies).execute() == 2)
        #expect(await entries(fixture).count == 2, "reminders falling due are the system's")
    }

    @Test func cancellingAReminderNamesIt() async throws {
        let fixture = try await Fixture()
        let listed = try await ScheduleReminder(fixture.dependencies).execute(ReminderRequest(event: "gala", before: "2h"))
        let reminder = try #require(listed.reminders.first?.reminder)
        _ = try await CancelReminder(fixture.dependencies).execute(event: "gala", reminder: reminder.id.rawValue.uuidString)
        let logged = await entries(fixture)
        #expect(logged.map(\.action) == ["reminder.schedule", "reminder.cancel"])
        #expect(logged.last?.target == ShortID.of(reminder.id.rawValue))
        #expect(logged.last?.changes == [])
        await #expect(throws: DomainError.self) {
            _ = try await CancelReminder(fixture.dependencies).execute(event: "gala", reminder: reminder.id.rawValue.uuidString)
        }
        #expect(await entries(fixture).count == 2)
    }

    @Test func unsubscribingIsTheGuestsOwnChangeThroughTheirLinkOnce() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        try await fixture.drain()
        let header = try #require(fixture.transport.handed.last?.content.headers.first { $0.name == "List-Unsubscribe" }?.value)
        let secret = String(try #require(header.split(separator: "/").last).dropLast())
        let unsubscribe = Unsubscribe(fixture.dependencies)
        try await fixture.expectRefused(.unsubscribeInvalid) {
            _ = try await unsubscribe.execute(secret: String(secret.dropLast()) + "9", confirm: true)
        }
        try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) {
            _ = try await unsubscribe.execute(secret: secret, confirm: false)
        }
        #expect(await entries(fixture).isEmpty, "looking at the link changes nothing")
        let when = fixture.clock.now()
        try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) {
            _ = try await unsubscribe.execute(secret: secret, confirm: true)
        }
        let logged = await entries(fixture)
        #expect(logged.map(\.action) == ["guest.unsubscribe"])
        #expect(logged.first?.target == "bea")
        #expect(logged.first?.changes == [AuditChange("unsubscribed", old: nil, new: AuditChange.instant(when))])
        #expect(logged.first?.actor == .guest(name: "Bea") && logged.first?.via == .link, "the link's holder acts as its guest")
        fixture.clock.advance(by: 3600)
        try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) {
            _ = try await unsubscribe.execute(secret: secret, confirm: true)
        }
        #expect(await entries(fixture).count == 1, "a second confirmation changes nothing")
    }
}
