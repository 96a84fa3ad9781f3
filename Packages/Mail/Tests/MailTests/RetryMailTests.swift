import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// `mail retry`: failed messages (or named ones waiting) are due now with their attempts
/// counted afresh; a sent message is never sent again.
struct RetryMailTests {
    /// Three messages: one sent, one failed for good, one waiting after a transient failure.
    func mixed(_ fixture: Fixture) async throws -> (sent: OutboxMessage, failed: OutboxMessage, waiting: OutboxMessage) {
        let sent = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let failed = try await fixture.queue(.promotion, to: try await fixture.guest("cy", email: "cy@example.org"))
        let waiting = try await fixture.queue(.promotion, to: try await fixture.guest("dee", email: "dee@example.org"))
        fixture.transport.script([.sent, .permanent, .transient])
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1, failed: 1, retrying: 1))
        return (try await fixture.message(sent.id), try await fixture.message(failed.id), try await fixture.message(waiting.id))
    }

    /// How a message is typed: the test's ids share their first digits, so the whole id.
    func typed(_ message: OutboxMessage) -> String { message.id.rawValue.uuidString.lowercased() }

    @Test func withoutNamesEveryFailedMessageIsDueNowWithItsAttemptsReset() async throws {
        let fixture = try await Fixture()
        let (sent, failed, waiting) = try await mixed(fixture)
        fixture.clock.advance(by: 10)
        let response = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [])
        #expect(response.messages.map(\.message.id) == [failed.id])
        let retried = try await fixture.message(failed.id)
        #expect(retried.status == .queued && retried.attempts == 0 && retried.nextAttemptAt == fixture.clock.now())
        #expect(retried.lastReply == failed.lastReply, "the last reply stays until the next attempt")
        #expect(try await fixture.message(waiting.id) == waiting, "a waiting message keeps its time unless named")
        #expect(try await fixture.message(sent.id) == sent)
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1))
        #expect(fixture.transport.timesHanded(sent) == 1)
    }

    @Test func aNamedWaitingMessageIsDueNow() async throws {
        let fixture = try await Fixture()
        let (_, _, waiting) = try await mixed(fixture)
        _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [typed(waiting).uppercased()])
        let retried = try await fixture.message(waiting.id)
        #expect(retried.nextAttemptAt == fixture.clock.now() && retried.attempts == 0 && retried.status == .queued)
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1))
    }

    @Test func namingASentMessageAnUnknownOneOrAnAmbiguousOrTooShortPrefixIsRefusedAndChangesNothing() async throws {
        let fixture = try await Fixture()
        let (sent, failed, _) = try await mixed(fixture)
        for named in [[typed(sent)], [typed(failed), typed(sent)], ["ffffffff"], ["0000"], ["000"], [""]] {
            try await fixture.expectRefused(field: "message") {
                _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: named)
            }
        }
    }

    @Test func aMessageASenderHoldsRightNowIsNotReleasedToAnother() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let now = fixture.clock.now()
        // Another sender (`serve`) claimed it and is talking to the server.
        #expect(try await fixture.store.claim(limit: 10, now: now, until: now.addingTimeInterval(300)).map(\.id) == [message.id])
        try await fixture.expectRefused(field: "message") {
            _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [typed(message)])
        }
        let held = HeldClaims(messages: 1, until: now.addingTimeInterval(300))
        let drained = try await fixture.drain()
        #expect(drained == SendOutboxResponse(held: held), "no second sender takes it, and the send says what the claim holds")
        let sendSaid = try OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))
            .render(MailSendPresenter.summary(drained, remindersQueued: 0, words: .plain), as: .table)
        #expect(sendSaid.contains("1 queued message held by another sender's claim until \(now.addingTimeInterval(300).formatted(.iso8601))"), "\(sendSaid)")
        let json = try OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))
            .render(MailSendPresenter.summary(drained, remindersQueued: 0, words: .plain), as: .json)
        #expect(json.contains("\"held\" : 1") && json.contains("\"heldUntil\" : \"\(now.addingTimeInterval(300).formatted(.iso8601))\""), "\(json)")
        let shown = try await ShowOutbox(fixture.dependencies).execute(event: "gala", status: nil)
        #expect(shown.held.map(\.id) == [message.id])
        let said = try OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))
            .render(OutboxPresenter.outbox(shown, words: .plain), as: .table)
        #expect(said.contains("1 queued message held by a sender that stopped mid-batch, until "), "the claim is said: \(said)")
        // Once the lease has passed (the sender died), a retry makes it due now.
        fixture.clock.advance(by: 300)
        #expect(try await ShowOutbox(fixture.dependencies).execute(event: "gala", status: nil).held.isEmpty, "a claim run out holds nothing")
        _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [typed(message)])
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1))
    }
}
