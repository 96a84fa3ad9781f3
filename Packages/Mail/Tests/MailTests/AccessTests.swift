import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// An event's mail is its owner's and organizers' business: staff are refused everywhere mail is
/// read or sent, a stranger is told there is no such event, and nobody signed in gets nothing.
struct AccessTests {
    /// Every use case that opens an event's mail, as a closure over the fixture.
    static let openers: [(name: String, run: @Sendable (Fixture) async throws -> Void)] = [
        ("outbox", { _ = try await ShowOutbox($0.dependencies).execute(event: "gala", status: nil) }),
        ("retry", { _ = try await RetryMail($0.dependencies).execute(event: "gala", messages: []) }),
        ("cancel", { _ = try await CancelMail($0.dependencies).execute(event: "gala", messages: [], all: true) }),
        ("remind", { _ = try await ScheduleReminder($0.dependencies).execute(ReminderRequest(event: "gala", before: "1h")) }),
        ("reminders", { _ = try await ListReminders($0.dependencies).execute(event: "gala") }),
    ]

    @Test func staffAreRefusedEverywhereMailIsReadOrSent() async throws {
        let fixture = try await Fixture()
        try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        fixture.signIn(fixture.stan)
        for opener in Self.openers {
            let before = await fixture.store.snapshot()
            do {
                try await opener.run(fixture)
                Issue.record("\(opener.name): staff were let in")
            } catch let error as DomainError {
                #expect(error.category == .notAllowed, "\(opener.name): \(error)")
            }
            #expect(await fixture.store.snapshot() == before, "\(opener.name)")
        }
    }

    @Test func aStrangerIsToldThereIsNoSuchEventAndNobodySignedInGetsNothing() async throws {
        let fixture = try await Fixture()
        for (user, expected) in [(fixture.nora, "not_found"), (nil, "not_signed_in")] as [(User?, String)] {
            fixture.signIn(user)
            for opener in Self.openers {
                let before = await fixture.store.snapshot()
                do {
                    try await opener.run(fixture)
                    Issue.record("\(opener.name): let in")
                } catch let error as DomainError {
                    #expect(error.code == expected, "\(opener.name): \(error)")
                }
                #expect(await fixture.store.snapshot() == before, "\(opener.name)")
            }
        }
    }

    @Test func theOwnerAndOrganizersReadTheOutbox() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let message = try await fixture.queue(.promotion, to: bea)
        for user in [fixture.ada, fixture.otto] {
            fixture.signIn(user)
            let outbox = try await ShowOutbox(fixture.dependencies).execute(event: "gala", status: nil)
            #expect(outbox.messages.map(\.message.id) == [message.id])
            #expect(outbox.messages.first?.guest?.handle == bea.handle)
            #expect(outbox.setUp)
        }
        fixture.transport.script([.permanent])
        try await fixture.drain()
        #expect(try await ShowOutbox(fixture.dependencies).execute(event: "gala", status: .failed).messages.map(\.message.id) == [message.id])
        #expect(try await ShowOutbox(fixture.dependencies).execute(event: "gala", status: .queued).messages.isEmpty)
    }
}
