import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// Two senders draining one outbox at once (`serve` beside `mail send`) hand each message over
/// once; a sender that died mid-batch leaves its claims to another once the lease has passed.
struct TwoSendersTests {
    @Test func twoDrainsAtOnceSendEachMessageOnce() async throws {
        let fixture = try await Fixture()
        var queued: [OutboxMessage] = []
        for index in 0..<12 {
            let guest = try await fixture.guest("g\(index)", email: "g\(index)@example.org")
            for _ in 0..<25 { queued.append(try await fixture.queue(.promotion, to: guest)) }
        }
        async let first = fixture.drain()
        async let second = fixture.drain()
        let (one, two) = try await (first, second)
        #expect(one.sent + two.sent == queued.count)
        #expect(fixture.transport.handed.count == queued.count)
        #expect(Set(fixture.transport.handed.map(\.messageID)).count == queued.count, "no message handed over twice")
        #expect(await fixture.messages(status: .sent).count == queued.count)
    }

    @Test func aSenderThatDiedLeavesItsClaimsUntilTheLeasePasses() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let now = fixture.clock.now()
        // A sender claimed it for its five-minute lease, then was killed.
        _ = try await fixture.store.claim(limit: 100, now: now, until: now.addingTimeInterval(300))
        fixture.clock.advance(by: 299)
        #expect(try await fixture.drain() == SendOutboxResponse(held: HeldClaims(messages: 1, until: now.addingTimeInterval(300))))
        fixture.clock.advance(by: 1)
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1))
        #expect(fixture.transport.timesHanded(message) == 1)
        #expect(fixture.transport.handed.first?.messageID == message.id.rawValue.uuidString.lowercased() + "@example.org",
                "the same Message-ID a resend after a kill would carry")
    }
}
