import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// What each attempt's outcome does to a message, through `SendOutbox` as `mail send` runs it.
struct BackoffTests {
    /// The wait after the n-th transient failure: a minute doubling each time, at most an hour.
    static func wait(after attempts: Int) -> TimeInterval {
        min(3600, 60 * pow(2, Double(attempts - 1)))
    }

    @Test func eachTransientFailureWaitsTwiceAsLongUpToAnHourAndTheEighthFailsTheMessage() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        for attempt in 1...8 {
            fixture.transport.script([MailDelivery(.transient, reply: "421 attempt \(attempt)")])
            let response = try await fixture.drain()
            let stored = try await fixture.message(message.id)
            #expect(stored.attempts == attempt)
            #expect(stored.lastReply == "421 attempt \(attempt)", "every attempt's reply is recorded")
            #expect(stored.lastAttemptAt == fixture.clock.now())
            #expect(stored.claimedUntil == nil, "a recorded attempt releases its claim")
            if attempt < 8 {
                #expect(stored.status == .queued)
                #expect(response == SendOutboxResponse(retrying: 1))
                #expect(stored.nextAttemptAt == fixture.clock.now().addingTimeInterval(Self.wait(after: attempt)))
                // Not handed over a second before it is due, then handed over when it is.
                fixture.clock.advance(by: Self.wait(after: attempt) - 1)
                #expect(try await fixture.drain().attempted == 0)
                #expect(fixture.transport.timesHanded(message) == attempt)
                fixture.clock.advance(by: 1)
            } else {
                #expect(stored.status == .failed)
                #expect(response == SendOutboxResponse(failed: 1))
            }
        }
        fixture.clock.advance(by: 86_400)
        #expect(try await fixture.drain().attempted == 0, "a failed message waits for `mail retry`")
        #expect(fixture.transport.timesHanded(message) == 8)
    }

    @Test func theWaitIsCappedAtAnHourFromTheSeventhAttempt() {
        // 60 s × 2^6 = 64 min is the first wait over the cap.
        #expect((1...6).map { Self.wait(after: $0) } == [60, 120, 240, 480, 960, 1920])
        #expect(Self.wait(after: 7) == 3600)
    }

    @Test func aPermanentRefusalFailsAtOnceWithTheRepliesRecorded() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        fixture.transport.script([MailDelivery(.permanent, reply: "550 5.1.1 <bea@example.org>: no such user\n550 second line")])
        #expect(try await fixture.drain() == SendOutboxResponse(failed: 1))
        let stored = try await fixture.message(message.id)
        #expect(stored.status == .failed)
        #expect(stored.attempts == 1)
        #expect(stored.lastReply == "550 5.1.1 <bea@example.org>: no such user\n550 second line", "the reply is kept whole")
        #expect(stored.sentAt == nil)
    }

    @Test func aSentMessageClearsItsLinkSecretAndIsNeverClaimedOrSentAgain() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.invitation, to: try await fixture.guest("bea", email: "bea@example.org"),
                                              linkSecret: "link-secret-of-bea-0000000001")
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1))
        let stored = try await fixture.message(message.id)
        #expect(stored.status == .sent)
        #expect(stored.sentAt == fixture.clock.now())
        #expect(stored.linkSecret == nil, "the secret leaves the store once the guest has it")
        #expect(stored.attempts == 1)
        for _ in 0..<2 {
            fixture.clock.advance(by: 7200)
            #expect(try await fixture.drain() == SendOutboxResponse())
            #expect(try await fixture.store.claim(limit: 10, now: fixture.clock.now(), until: fixture.clock.now().addingTimeInterval(300)).isEmpty)
        }
        #expect(fixture.transport.timesHanded(message) == 1)
        #expect(fixture.transport.batches == 1)
    }

    @Test func aMessageHandedOverTwiceKeepsItsMessageIDAndTheServersPassword() async throws {
        let fixture = try await Fixture()
        let message = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        fixture.transport.script([.transient])
        try await fixture.drain()
        fixture.clock.advance(by: 60)
        try await fixture.drain()
        let ids = fixture.transport.handed.map(\.messageID)
        #expect(ids == Array(repeating: message.id.rawValue.uuidString.lowercased() + "@example.org", count: 2))
        #expect(fixture.transport.passwords == ["hunter2", "hunter2"])
        #expect(try await fixture.message(message.id).status == .sent)
    }

    @Test func aMessageThatCannotBeWrittenFailsWithoutReachingTheServer() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.guest("bea", email: "bea@example.org")
        let invitation = try await fixture.queue(.invitation, to: bea, linkSecret: "link-secret-of-bea-0000000001")
        try await fixture.store.change(event: fixture.event.id) { _, guests in
            guests[0].unsubscribedAt = fixture.clock.now()
        }
        #expect(try await fixture.drain() == SendOutboxResponse(failed: 1))
        let stored = try await fixture.message(invitation.id)
        #expect(stored.status == .failed)
        #expect(stored.lastReply?.hasPrefix("not sent: ") == true, "\(stored.lastReply ?? "")")
        #expect(stored.attempts == 0, "the server never saw it")
        #expect(fixture.transport.handed.isEmpty)
    }

    @Test func withoutASetUpNothingIsSent() async throws {
        let dependencies = TestDependencies()
        await #expect(throws: DomainError.mailNotSetUp) {
            try await SendOutbox(dependencies).execute(SendOutboxRequest(password: nil))
        }
        #expect(dependencies.transport.batches == 0)
    }

    @Test func aLimitSendsAtMostThatManyOldestFirst() async throws {
        let fixture = try await Fixture()
        var queued: [OutboxMessage] = []
        for index in 0..<5 {
            queued.append(try await fixture.queue(.promotion, to: try await fixture.guest("g\(index)", email: "g\(index)@example.org")))
            fixture.clock.advance(by: 1)
        }
        #expect(try await fixture.drain(limit: 2) == SendOutboxResponse(sent: 2))
        #expect(fixture.transport.handed.map(\.to.address.value) == ["g0@example.org", "g1@example.org"])
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 3))
        #expect(fixture.transport.handed.count == 5)
    }
}
