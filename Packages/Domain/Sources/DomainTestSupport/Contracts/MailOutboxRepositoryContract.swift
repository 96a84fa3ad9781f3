public import Domain
import Foundation
import Testing

/// What every `MailOutboxRepository` does. Messages are to guests (made through
/// `GuestRepository`) of events, and may name a reminder (`MailReminderRepository`).
public enum MailOutboxRepositoryContract {
    public typealias Store = any MailOutboxRepository & MailReminderRepository & GuestRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures
    private typealias M = MailContractFixtures

    public static var cases: [ContractCase<Store>] { queueCases + claimCases }

    private static let queueCases: [ContractCase<Store>] = [
        ContractCase("queue stores messages whole; messages lists the event's oldest first, by status or to one guest; message finds one by id") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann", "bob"], in: store)
            let (other, strangers) = try await M.gala("other", guests: ["kim"], in: store)
            let reminder = M.reminder(of: gala)
            try await store.schedule(reminder)
            var invitation = M.message(to: guests[0], created: 20)
            invitation.subject = "Ünïcode — subject"
            invitation.note = "two\nlines"
            invitation.linkSecret = "secret-of-ann"
            var tickets = M.message(.tickets, to: guests[1], created: 10)
            tickets.tickets = [TicketID(UUID()), TicketID(UUID())]
            let reminded = M.message(.reminder, to: guests[1], created: 30, reminder: reminder.id)
            let elsewhere = M.message(.promotion, to: strangers[0], created: 5)
            #expect(try await store.queue([invitation, tickets, reminded]) == 3)
            #expect(try await store.queue([elsewhere]) == 1)
            #expect(try await store.messages(of: gala.id, status: nil) == [tickets, invitation, reminded])
            #expect(try await store.messages(of: gala.id, status: .queued) == [tickets, invitation, reminded])
            #expect(try await store.messages(of: gala.id, status: .sent).isEmpty)
            #expect(try await store.messages(of: other.id, status: nil) == [elsewhere])
            #expect(try await store.messages(of: gala.id, guest: guests[1].id) == [tickets, reminded])
            #expect(try await store.messages(of: gala.id, guest: guests[0].id) == [invitation])
            #expect(try await store.messages(of: other.id, guest: guests[0].id).isEmpty, "a guest's messages are of their event")
            #expect(try await store.message(invitation.id) == invitation)
            #expect(try await store.message(MailMessageID(UUID())) == nil)
        },
        ContractCase("a message to a guest not of its event, or naming no stored reminder, is refused and queues nothing") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann"], in: store)
            let (_, strangers) = try await M.gala("other", guests: ["kim"], in: store)
            let fine = M.message(to: guests[0])
            var astray = M.message(to: strangers[0])
            astray = OutboxMessage(id: astray.id, eventID: gala.id, guestID: astray.guestID, kind: .invitation,
                                   recipient: astray.recipient, nextAttemptAt: astray.nextAttemptAt, createdAt: astray.createdAt)
            let unknownReminder = M.message(.reminder, to: guests[0], reminder: ReminderID(UUID()))
            await #expect(throws: DomainError.referenceMissing) { try await store.queue([fine, astray]) }
            await #expect(throws: DomainError.referenceMissing) { try await store.queue([fine, unknownReminder]) }
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
        },
        ContractCase("a reminder's message for a guest who has one for that reminder is left out") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann", "bob"], in: store)
            let first = M.reminder(of: gala, created: 1)
            let second = M.reminder(of: gala, created: 2)
            try await store.schedule(first)
            try await store.schedule(second)
            let toAnn = M.message(.reminder, to: guests[0], created: 10, reminder: first.id)
            let again = M.message(.reminder, to: guests[0], created: 11, reminder: first.id)
            #expect(try await store.queue([toAnn, again]) == 1)
            let toBob = M.message(.reminder, to: guests[1], created: 12, reminder: first.id)
            let secondToAnn = M.message(.reminder, to: guests[0], created: 13, reminder: second.id)
            let onceMore = M.message(.reminder, to: guests[0], created: 14, reminder: first.id)
            #expect(try await store.queue([onceMore, toBob, secondToAnn]) == 2)
            #expect(try await store.messages(of: gala.id, status: nil) == [toAnn, toBob, secondToAnn])
        },
        ContractCase("prepare stores unsubscribe digests, by which message(unsubscribeDigest:) finds a message") { (store: Store) async throws in
            let (_, guests) = try await M.gala(guests: ["ann", "bob"], in: store)
            let ann = M.message(to: guests[0])
            let bob = M.message(to: guests[1], created: 1)
            try await store.queue([ann, bob])
            let digest = String(repeating: "ab", count: 32)
            try await store.prepare([ann.id: digest, bob.id: String(repeating: "cd", count: 32)])
            #expect(try await store.message(unsubscribeDigest: digest)?.id == ann.id)
            #expect(try await store.message(ann.id)?.unsubscribeDigest == digest)
            #expect(try await store.message(unsubscribeDigest: String(repeating: "ef", count: 32)) == nil)
            let renewed = String(repeating: "01", count: 32)
            try await store.prepare([ann.id: renewed])
            #expect(try await store.message(unsubscribeDigest: digest) == nil)
            #expect(try await store.message(unsubscribeDigest: renewed)?.id == ann.id)
        },
        ContractCase("a removed guest's messages go with them, and a deleted event's with it") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann", "bob"], in: store)
            let (other, strangers) = try await M.gala("other", guests: ["kim"], in: store)
            let ann = M.message(to: guests[0])
            let bob = M.message(to: guests[1], created: 1)
            let kim = M.message(to: strangers[0])
            try await store.queue([ann, bob, kim])
            try await store.change(event: gala.id) { _, list in list.removeAll { $0.handle.value == "ann" } }
            #expect(try await store.messages(of: gala.id, status: nil) == [bob])
            try await store.delete(gala.id)
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
            #expect(try await store.message(bob.id) == nil)
            #expect(try await store.messages(of: other.id, status: nil) == [kim])
        },
    ]

    private static let claimCases: [ContractCase<Store>] = [
        ContractCase("claim takes queued, due, unclaimed messages oldest first up to the limit, until the lease passes") { (store: Store) async throws in
            let (_, guests) = try await M.gala(guests: ["ann", "bob", "cy"], in: store)
            let early = M.message(to: guests[0], created: 10)
            let later = M.message(to: guests[1], created: 20)
            let notYet = M.message(to: guests[2], created: 5, due: 100)
            try await store.queue([later, notYet, early])
            func claimed(_ message: OutboxMessage, until: TimeInterval) -> OutboxMessage {
                var claimed = message
                claimed.claimedUntil = F.instant(until)
                return claimed
            }
            #expect(try await store.claim(limit: 1, now: F.instant(50), until: F.instant(350)) == [claimed(early, until: 350)])
            #expect(try await store.message(early.id) == claimed(early, until: 350))
            #expect(try await store.claim(limit: 10, now: F.instant(50), until: F.instant(350)) == [claimed(later, until: 350)])
            #expect(try await store.claim(limit: 10, now: F.instant(349), until: F.instant(700)).map(\.id) == [notYet.id])
            #expect(try await store.claim(limit: 10, now: F.instant(349), until: F.instant(700)).isEmpty)
            #expect(try await store.claim(limit: 10, now: F.instant(350), until: F.instant(650)).map(\.id) == [early.id, later.id])
        },
        ContractCase("record keeps what became of an attempt and releases the claim; sent clears the link secret and is final") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann"], in: store)
            var invitation = M.message(to: guests[0])
            invitation.linkSecret = "secret"
            try await store.queue([invitation])
            let first = try #require(try await store.claim(limit: 5, now: F.instant(0), until: F.instant(300)).first)
            let busy = M.attempted(first, .queued, reply: "421 4.3.2 busy\n421 try later", at: 1)
            try await store.record([busy])
            var expected = busy
            expected.claimedUntil = nil
            #expect(try await store.message(invitation.id) == expected)
            #expect(try await store.claim(limit: 5, now: F.instant(60), until: F.instant(360)).isEmpty)
            let second = try #require(try await store.claim(limit: 5, now: F.instant(61), until: F.instant(361)).first)
            let sent = M.attempted(second, .sent, reply: "250 2.0.0 OK queued", at: 62)
            try await store.record([sent])
            expected = sent
            expected.claimedUntil = nil
            expected.linkSecret = nil
            #expect(try await store.message(invitation.id) == expected)
            #expect(expected.attempts == 2)
            try await store.record([M.attempted(sent, .failed, reply: "550 no such user", at: 70)])
            var requeued = sent
            requeued.status = .queued
            requeued.attempts = 0
            try await store.record([requeued])
            #expect(try await store.message(invitation.id) == expected)
            #expect(try await store.claim(limit: 5, now: F.instant(10_000), until: F.instant(10_300)).isEmpty)
            #expect(try await store.messages(of: gala.id, status: .sent) == [expected])
        },
        ContractCase("a failed message is not claimed; recorded queued again, it is") { (store: Store) async throws in
            let (_, guests) = try await M.gala(guests: ["ann"], in: store)
            let message = M.message(to: guests[0])
            try await store.queue([message])
            let claimed = try await store.claim(limit: 5, now: F.instant(0), until: F.instant(300))
            let refused = M.attempted(claimed[0], .failed, reply: "550 5.1.1 unknown", at: 1)
            try await store.record([refused])
            #expect(try await store.claim(limit: 5, now: F.instant(1000), until: F.instant(1300)).isEmpty)
            var retried = refused
            retried.status = .queued
            retried.attempts = 0
            retried.nextAttemptAt = F.instant(2000)
            try await store.record([retried])
            #expect(try await store.claim(limit: 5, now: F.instant(1999), until: F.instant(2300)).isEmpty)
            #expect(try await store.claim(limit: 5, now: F.instant(2000), until: F.instant(2300)).map(\.attempts) == [0])
        },
        ContractCase("cancel takes out the messages still queued and held by no sender, and answers with them; they are never claimed") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann", "bob", "cy", "dee"], in: store)
            let ann = M.message(to: guests[0], created: 0, due: 10)
            let bob = M.message(to: guests[1], created: 1, due: 10)
            let cy = M.message(to: guests[2], created: 2, due: 10)
            let dee = M.message(to: guests[3], created: 3, due: 100)
            try await store.queue([ann, bob, cy, dee])
            let claimed = try await store.claim(limit: 2, now: F.instant(20), until: F.instant(60))
            #expect(claimed.map(\.id) == [ann.id, bob.id])
            try await store.record([M.attempted(claimed[0], .sent, reply: "250 OK", at: 21)])
            let cancelled = try await store.cancel([ann.id, bob.id, cy.id, dee.id, MailMessageID(UUID())], now: F.instant(30))
            #expect(cancelled == [cy.id, dee.id], "a sent message and one a sender holds are not cancelled")
            #expect(try await store.cancel([cy.id], now: F.instant(31)).isEmpty, "a cancelled message is not cancelled twice")
            #expect(try await store.counts(of: gala.id) == [.queued: 1, .sent: 1, .failed: 0, .replaced: 0, .cancelled: 2])
            #expect(try await store.message(dee.id)?.status == .cancelled)
            #expect(try await store.claim(limit: 5, now: F.instant(200), until: F.instant(300)).map(\.id) == [bob.id],
                    "cancelled messages are never claimed; bob's claim ran out")
            #expect(try await store.cancel([bob.id], now: F.instant(201)).isEmpty, "held again by the new claim")
            #expect(try await store.cancel([bob.id], now: F.instant(300)) == [bob.id], "a claim run out holds nothing")
            #expect(try await store.nextDue() == nil)
        },
        ContractCase("counts tells each status of the event's messages; nextDue is the earliest queued one, a claimed one when its lease ends") { (store: Store) async throws in
            let (gala, guests) = try await M.gala(guests: ["ann", "bob", "cy"], in: store)
            let (other, strangers) = try await M.gala("other", guests: ["kim"], in: store)
            #expect(try await store.counts(of: gala.id) == [.queued: 0, .sent: 0, .failed: 0, .replaced: 0, .cancelled: 0])
            #expect(try await store.nextDue() == nil)
            let ann = M.message(to: guests[0], created: 0, due: 40)
            let bob = M.message(to: guests[1], created: 1, due: 10)
            let cy = M.message(to: guests[2], created: 2, due: 20)
            let kim = M.message(to: strangers[0], created: 3, due: 30)
            try await store.queue([ann, bob, cy, kim])
            #expect(try await store.nextDue() == F.instant(10))
            let claimed = try await store.claim(limit: 2, now: F.instant(25), until: F.instant(100))
            #expect(claimed.map(\.id) == [bob.id, cy.id])
            #expect(try await store.nextDue() == F.instant(30))
            try await store.record([M.attempted(claimed[0], .sent, reply: "250 OK", at: 26),
                                    M.attempted(claimed[1], .failed, reply: "550 no", at: 26)])
            #expect(try await store.counts(of: gala.id) == [.queued: 1, .sent: 1, .failed: 1, .replaced: 0, .cancelled: 0])
            #expect(try await store.counts(of: other.id) == [.queued: 1, .sent: 0, .failed: 0, .replaced: 0, .cancelled: 0])
            #expect(try await store.counts(of: nil) == [.queued: 2, .sent: 1, .failed: 1, .replaced: 0, .cancelled: 0], "every event's")
            // A replaced invitation is stored as such (a status the upgraded schema allows too).
            try await store.record([M.attempted(claimed[1], .replaced, reply: "not sent: replaced", at: 27)])
            #expect(try await store.counts(of: gala.id) == [.queued: 1, .sent: 1, .failed: 0, .replaced: 1, .cancelled: 0])
            #expect(try await store.message(claimed[1].id)?.status == .replaced)
            #expect(try await store.held(at: F.instant(30)) == HeldClaims(messages: 0, until: nil), "both claimed were recorded")
            _ = try await store.claim(limit: 5, now: F.instant(50), until: F.instant(90))
            #expect(try await store.nextDue() == F.instant(90))
            #expect(try await store.held(at: F.instant(60)) == HeldClaims(messages: 2, until: F.instant(90)))
            #expect(try await store.held(at: F.instant(90)) == HeldClaims(messages: 0, until: nil), "a claim run out holds nothing")
        },
    ]

    /// Two senders on one store: `other` reaches the same data as `store` through its own
    /// connections where the store has connections.
    public struct Senders: Sendable {
        public let store: Store
        public let other: any MailOutboxRepository

        public init(_ store: Store, _ other: any MailOutboxRepository) {
            self.store = store
            self.other = other
        }
    }

    public static let senderCases: [ContractCase<Senders>] = [
        ContractCase("two senders claiming 200 messages at once never take the same one, and together take all") { (senders: Senders) async throws in
            let handles = (0..<200).map { "guest-\($0)" }
            let (_, guests) = try await M.gala(guests: handles, in: senders.store)
            let messages = guests.enumerated().map { offset, guest in M.message(to: guest, created: TimeInterval(offset % 7)) }
            #expect(try await senders.store.queue(messages) == 200)
            let claimers: [any MailOutboxRepository] = [senders.store, senders.other]
            let taken = try await withThrowingTaskGroup(of: [MailMessageID].self) { group in
                for claimer in claimers {
                    group.addTask {
                        var mine: [MailMessageID] = []
                        while true {
                            let batch = try await claimer.claim(limit: 9, now: F.instant(100), until: F.instant(400))
                            if batch.isEmpty { return mine }
                            mine += batch.map(\.id)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let all = taken.flatMap { $0 }
            #expect(all.count == 200)
            #expect(Set(all) == Set(messages.map(\.id)))
        },
    ]
}
