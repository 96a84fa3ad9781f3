import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Mail
import Synchronization
import Testing

/// An invitation carries the guest's personal link as it was made when queued: a mail whose
/// link was replaced since (invited again, a new link, a changed address) would open nothing.
struct InvitationLinkTests {
    @Test func anInvitationWhoseLinkWasReplacedIsNotSentAndTheNewerOneIs() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let first = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        let second = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000002")
        let drained = try await fixture.drain()
        #expect(drained == SendOutboxResponse(sent: 1, replaced: 1), "replaced, not failed: nothing went wrong")
        let said = try OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))
            .render(MailSendPresenter.summary(drained, remindersQueued: 0, words: .plain), as: .table)
        #expect(said.contains("Sent 1, 0 failed, 0 wait to retry.") && said.contains("1 message not sent on purpose: a newer link replaced an invitation's, or a task was done or changed before its reminder went (not a failure)."), "\(said)")
        #expect(fixture.transport.handed.map(\.messageID) == [second.id.rawValue.uuidString.lowercased() + "@example.org"])
        #expect(fixture.transport.handed.first?.content.text.contains("/i/link-secret-of-bea-0000000002") == true)
        let stale = try await fixture.message(first.id)
        #expect(stale.status == .replaced && stale.attempts == 0)
        #expect(stale.lastReply?.contains("link") == true, "\(stale.lastReply ?? "")")
    }

    @Test func anInvitationWhoseLinkWasRevokedOrWhoseGuestChangedAddressIsNotSent() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let cy = try await fixture.guest("cy", email: "cy@example.org")
        let revoked = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        let moved = try await fixture.queue(.invitation, to: cy, linkSecret: "link-secret-of-cy-00000000001")
        try await fixture.store.change(event: fixture.event.id) { _, guests throws(DomainError) in
            guests[0].linkDigest = nil
            guests[1].setEmail(try EmailAddress("cy@elsewhere.example"))
        }
        #expect(try await fixture.drain() == SendOutboxResponse(replaced: 2))
        #expect(try await fixture.message(revoked.id).status == .replaced)
        #expect(try await fixture.message(moved.id).status == .replaced)
        await #expect(throws: DomainError.self, "a replaced invitation is not retried: its link opens nothing") {
            _ = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [revoked.id.rawValue.uuidString.lowercased()])
        }
        #expect(fixture.transport.handed.count == 0, "no mail leaves with a link that opens nothing")
    }

    @Test func aGuestAddedOrInvitedAgainWhileADrainIsUnderWayGetsTheNewInvitation() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        // While the server takes Bea's first invitation, Cy is added and invited, and Bea is
        // invited again: both are due in the same drain's next claim.
        let queued = Mutex<[OutboxMessage]>([])
        fixture.transport.meanwhile {
            let cy = try await fixture.guest("cy", email: "cy@example.org")
            let invitations = [try await fixture.queue(.invitation, to: cy, linkSecret: "link-secret-of-cy-00000000001"),
                               try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000002")]
            queued.withLock { $0 = invitations }
        }
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 3))
        for message in queued.withLock({ $0 }) {
            #expect(try await fixture.message(message.id).status == .sent, "\(message.recipient)")
        }
        #expect(fixture.transport.handed.map(\.to.address.value) == ["bea@example.org", "cy@example.org", "bea@example.org"])
    }
}
