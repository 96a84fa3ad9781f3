import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// Random runs of queueing, draining against a server that answers at random, time passing and
/// `mail retry`: after every step the outbox keeps its promises. A failing seed replays exactly.
struct OutboxPropertyTests {
    /// What the test knows of each message beside the store.
    struct Model {
        /// Times the server was handed the message since its attempts were last counted afresh.
        var handedSinceReset: [MailMessageID: Int] = [:]
        /// Times it had been handed over when it was first seen sent.
        var handedWhenSent: [MailMessageID: Int] = [:]
        /// How many mails the server had been handed before the current reset, per message.
        var handedBeforeReset: [MailMessageID: Int] = [:]
        /// Times the transport took the message but never handed it to the server (deferred).
        var deferred: [MailMessageID: Int] = [:]
    }

    @Test(arguments: 0..<24 as Range<UInt64>)
    func theOutboxKeepsItsPromisesWhateverHappens(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let fixture = try await Fixture()
        var guests: [Guest] = []
        for index in 0..<6 { guests.append(try await fixture.guest("g\(index)", email: "g\(index)@example.org")) }
        var model = Model()
        for step in 0..<40 {
            let context = "seed \(seed), step \(step)"
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let kind: MailKind = Bool.random(using: &random) ? .invitation : .promotion
                    let guest = guests[Int.random(in: 0..<guests.count, using: &random)]
                    let message = try await fixture.queue(kind, to: guest, linkSecret: kind == .invitation ? "link-\(step)-secret-0000000000" : nil)
                    model.handedSinceReset[message.id] = 0
                }
            case 1:
                let outcomes: [MailDelivery.Outcome] = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                    [.sent, .transient, .transient, .permanent, .deferred, .unusable][Int.random(in: 0..<6, using: &random)]
                }
                try await drain(fixture, scripted: outcomes, limit: Bool.random(using: &random) ? Int.random(in: 1...5, using: &random) : nil,
                                model: &model, context: context)
            case 2:
                fixture.clock.advance(by: TimeInterval(Int.random(in: 0...5400, using: &random)))
            case 3:
                // A guest unsubscribes, or takes it back: their invitations wait or fail meanwhile.
                let id = guests[Int.random(in: 0..<guests.count, using: &random)].id
                let when: Date? = Bool.random(using: &random) ? fixture.clock.now() : nil
                try await fixture.store.change(event: fixture.event.id) { _, stored in
                    if let found = stored.firstIndex(where: { $0.id == id }) { stored[found].unsubscribedAt = when }
                }
            default:
                let retried = try await RetryMail(fixture.dependencies).execute(event: "gala", messages: [])
                for entry in retried.messages {
                    #expect(entry.message.attempts == 0 && entry.message.status == .queued, "\(context)")
                    model.handedBeforeReset[entry.message.id, default: 0] += model.handedSinceReset[entry.message.id, default: 0]
                    model.handedSinceReset[entry.message.id] = 0
                }
            }
            try await checkInvariants(fixture, &model, context: context)
        }
    }

    /// One drain, checking that every mail handed over was due and queued just before, and that
    /// each answer did to its message what the backoff rule says.
    func drain(_ fixture: Fixture, scripted outcomes: [MailDelivery.Outcome], limit: Int?, model: inout Model, context: String) async throws {
        let before = Dictionary(uniqueKeysWithValues: await fixture.messages().map { ($0.id, $0) })
        let alreadyHanded = fixture.transport.handed.count
        fixture.transport.script(outcomes)
        let response = try await fixture.drain(limit: limit)
        let now = fixture.clock.now()
        let handed = Array(fixture.transport.handed.dropFirst(alreadyHanded))
        let answers = Array(fixture.transport.answers.dropFirst(alreadyHanded))
        let after = Dictionary(uniqueKeysWithValues: await fixture.messages().map { ($0.id, $0) })
        // Messages refused before reaching the server: here only invitations, replaced when the
        // guest was invited again since (their link opens nothing), failed when they unsubscribed,
        // either without an attempt counted.
        let handedIDs = Set(handed.map(\.messageID))
        let refused = before.values.filter { was in
            was.status == .queued && [.failed, .replaced].contains(after[was.id]?.status)
                && !handedIDs.contains(was.id.rawValue.uuidString.lowercased() + "@example.org")
        }
        #expect(response.replaced == refused.count { after[$0.id]?.status == .replaced }, "\(context)")
        for was in refused {
            let became = try #require(after[was.id])
            #expect(was.kind == .invitation && became.attempts == was.attempts, "\(context)")
            #expect(became.lastReply?.hasPrefix("not sent: ") == true, "\(context)")
        }
        #expect(response.attempted == handed.count + refused.count, "\(context)")
        if let limit { #expect(response.attempted <= limit, "\(context)") }
        for (mail, answer) in zip(handed, answers) {
            let id = try #require(before.keys.first { mail.messageID.hasPrefix($0.rawValue.uuidString.lowercased() + "@") }, "\(context)")
            let was = try #require(before[id])
            let became = try #require(after[id])
            #expect(was.status == .queued, "\(context): only a queued message is handed over")
            #expect(was.nextAttemptAt <= fixture.clock.now(), "\(context): never before its next attempt")
            if answer.outcome == .deferred {
                model.deferred[id, default: 0] += 1
                #expect(became.attempts == was.attempts && became.status == .queued, "\(context): never handed over, no attempt used")
                #expect(became.nextAttemptAt > fixture.clock.now() && became.lastReply?.hasPrefix("not handed to the server") == true, "\(context)")
                continue
            }
            model.handedSinceReset[id, default: 0] += 1
            #expect(became.attempts == was.attempts + 1, "\(context)")
            #expect(became.lastReply == answer.reply, "\(context)")
            switch answer.outcome {
            case .sent:
                #expect(became.status == .sent && became.linkSecret == nil, "\(context)")
            case .permanent, .unusable:
                #expect(became.status == .failed, "\(context)")
            case .transient where became.attempts >= 8:
                #expect(became.status == .failed, "\(context): the eighth transient failure is the last")
            case .transient:
                #expect(became.status == .queued, "\(context)")
                #expect(became.nextAttemptAt == became.lastAttemptAt?.addingTimeInterval(BackoffTests.wait(after: became.attempts)), "\(context)")
            case .deferred:
                break
            }
        }
        #expect(Set(handed.map(\.messageID)).count == handed.count, "\(context): one drain hands a message over once")
        let due = before.values.filter { $0.status == .queued && $0.nextAttemptAt <= now }.count
        if limit == nil { #expect(response.attempted == due, "\(context): a drain without a limit takes every due message") }
    }

    func checkInvariants(_ fixture: Fixture, _ model: inout Model, context: String) async throws {
        let all = await fixture.messages()
        #expect(all.count == model.handedSinceReset.count, "\(context): nothing lost")
        var inSomeState: [MailMessageID: Int] = [:]
        for status in MailStatus.allCases {
            for message in await fixture.messages(status: status) { inSomeState[message.id, default: 0] += 1 }
        }
        #expect(inSomeState.count == all.count && inSomeState.values.allSatisfy { $0 == 1 }, "\(context): each message in exactly one state")
        let counts = await fixture.store.counts(of: fixture.event.id)
        #expect(counts.values.reduce(0, +) == all.count, "\(context)")
        for message in all {
            let handed = fixture.transport.timesHanded(message)
            #expect(handed == model.handedBeforeReset[message.id, default: 0] + model.handedSinceReset[message.id, default: 0]
                    + model.deferred[message.id, default: 0], "\(context)")
            #expect(message.attempts == model.handedSinceReset[message.id, default: 0], "\(context): attempts count what the server saw")
            #expect(message.claimedUntil == nil, "\(context): no claim outlives its drain")
            if message.status == .sent {
                #expect(message.sentAt != nil && message.linkSecret == nil, "\(context)")
                let first = model.handedWhenSent[message.id] ?? handed
                model.handedWhenSent[message.id] = first
                #expect(handed == first, "\(context): a sent message is never handed over again")
            }
        }
    }
}
