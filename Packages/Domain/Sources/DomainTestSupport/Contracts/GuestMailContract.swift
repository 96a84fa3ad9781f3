public import Domain
import Foundation
import Testing

/// What every `GuestRepository` does with the mail guest changes queue: stored in the same
/// write as the change, or not at all, and news of every promotion from the waitlist
/// (`MailNews`) however it happens. The mail is read back through `MailOutboxRepository`.
public enum GuestMailContract {
    public typealias Store = any GuestRepository & MailOutboxRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures
    private typealias M = MailContractFixtures

    private static func gala(in store: Store) async throws -> Event {
        try await GuestRepositoryContract.gala(in: store)
    }

    private static func guest(_ handle: String, of event: Event, email: String? = nil, at offset: TimeInterval = 0) throws -> Guest {
        try GuestRepositoryContract.guest(handle, of: event, email: email, at: offset)
    }

    private static func waiting(_ handle: String, of event: Event, email: String?, since: TimeInterval) throws -> Guest {
        var guest = try guest(handle, of: event, email: email, at: since)
        guest.status = .waitlisted
        return guest
    }

    /// `guest` accepted at `offset` seconds after the base.
    private static func accepted(_ guest: Guest, at offset: TimeInterval) -> Guest {
        var accepted = guest
        accepted.status = .accepted
        accepted.statusChangedAt = F.instant(offset)
        accepted.updatedAt = F.instant(offset)
        return accepted
    }

    /// The news `guest` is owed, as the store queued it (its id is the store's own).
    private static func news(for guest: Guest, at offset: TimeInterval, like queued: OutboxMessage) -> OutboxMessage {
        OutboxMessage(id: queued.id, eventID: guest.eventID, guestID: guest.id, kind: .promotion,
                      recipient: guest.email!, nextAttemptAt: F.instant(offset), createdAt: F.instant(offset))
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("change stores the messages its body queues with the guests, and neither when the body throws") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            let invitation = M.message(to: ann, created: 5)
            try await store.change(event: gala.id, mailing: { _, guests, mail throws(DomainError) in
                guests.append(ann)
                mail.append(invitation)
            })
            #expect(try await store.guests(of: gala.id) == [ann])
            #expect(try await store.messages(of: gala.id, status: nil) == [invitation])
            let bob = try guest("bob", of: gala, email: "bob@example.org")
            let failure = DomainError.invalid(field: "party", message: "does not fit")
            await #expect(throws: failure) {
                try await store.change(event: gala.id, mailing: { (_, guests: inout [Guest], mail: inout [OutboxMessage]) throws(DomainError) in
                    guests.append(bob)
                    mail.append(M.message(to: bob))
                    throw failure
                })
            }
            #expect(try await store.guests(of: gala.id) == [ann])
            #expect(try await store.messages(of: gala.id, status: nil) == [invitation])
        },
        ContractCase("a removed guest's waiting mail goes with them") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            try await store.change(event: gala.id, mailing: { _, guests, mail throws(DomainError) in
                guests.append(ann)
                mail.append(OutboxMessage(id: MailMessageID(UUID()), eventID: gala.id, guestID: ann.id, kind: .invitation,
                                          recipient: try EmailAddress("ann@example.org"), nextAttemptAt: F.instant(1), createdAt: F.instant(1)))
            })
            try await store.edit(event: gala.id) { batch throws(DomainError) in try batch.remove(ann) }
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
        },
        ContractCase("a batch queues notices to organisers with its change, or none when it throws; they outlive the guest they tell of, not the event") { (store: Store) async throws in
            var gala = try await gala(in: store)
            gala.notify = .daily
            try await store.update(gala)
            #expect(try await store.events(notifying: .daily).map(\.id) == [gala.id])
            #expect(try await store.events(notifying: .each).isEmpty)
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            try await store.change(event: gala.id) { _, guests throws(DomainError) in guests.append(ann) }
            let notice = OutboxMessage.notice(.answer, of: gala.id, to: try EmailAddress("org@example.org"), saying: "ann: accepted",
                                              at: F.instant(2), id: MailMessageID(UUID()))
            let failure = DomainError.invalid(field: "party", message: "does not fit")
            await #expect(throws: failure) {
                try await store.edit(event: gala.id) { batch throws(DomainError) in
                    try batch.queue([notice])
                    throw failure
                }
            }
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
            try await store.edit(event: gala.id) { batch throws(DomainError) in try batch.queue([notice]) }
            #expect(try await store.messages(of: gala.id, status: nil) == [notice])
            try await store.edit(event: gala.id) { batch throws(DomainError) in try batch.remove(ann) }
            #expect(try await store.messages(of: gala.id, status: nil) == [notice], "a notice went with the guest it tells of")
            #expect(try await store.claim(limit: 10, now: F.instant(3), until: F.instant(60)).map(\.id) == [notice.id])
            try await store.delete(gala.id)
            #expect(try await store.message(notice.id) == nil)
        },
        ContractCase("a message the change queues for a guest not on the list refuses the whole change") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            let stranger = try guest("kim", of: gala, email: "kim@example.org")
            await #expect(throws: DomainError.referenceMissing) {
                try await store.change(event: gala.id, mailing: { _, guests, mail throws(DomainError) in
                    guests.append(ann)
                    mail.append(M.message(to: stranger))
                })
            }
            #expect(try await store.guests(of: gala.id).isEmpty)
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
        },
        ContractCase("change queues news for every stored guest it moves from the waitlist to accepted who has an email, at the change's time") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try waiting("ann", of: gala, email: "ann@example.org", since: 1)
            let bob = try waiting("bob", of: gala, email: nil, since: 2)
            let cy = try waiting("cy", of: gala, email: "cy@example.org", since: 3)
            try await store.change(event: gala.id) { _, guests in guests = [ann, bob, cy] }
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
            let dee = try guest("dee", of: gala, email: "dee@example.org", at: 4)
            let promoted = [accepted(ann, at: 40), accepted(bob, at: 40), cy, accepted(dee, at: 40)]
            try await store.change(event: gala.id) { _, guests in guests = promoted }
            let queued = try await store.messages(of: gala.id, status: nil)
            try #require(queued.count == 1)
            #expect(queued == [news(for: ann, at: 40, like: queued[0])])
            var declined = promoted[0]
            declined.status = .declined
            try await store.change(event: gala.id) { [declined] _, guests in guests[0] = declined }
            #expect(try await store.messages(of: gala.id, status: nil).count == 1)
        },
        ContractCase("update queues news of the promotions a new capacity makes; nothing when its body throws") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try waiting("ann", of: gala, email: "ann@example.org", since: 1)
            try await store.change(event: gala.id) { _, guests in guests = [ann] }
            var bigger = gala
            bigger.capacity = 10
            let failure = DomainError.invalid(field: "capacity", message: "refused")
            await #expect(throws: failure) {
                try await store.update(bigger) { (batch: any GuestBatch) throws(DomainError) -> Void in
                    try batch.update(accepted(ann, at: 50), replacing: ann)
                    throw failure
                }
            }
            #expect(try await store.messages(of: gala.id, status: nil).isEmpty)
            try await store.update(bigger) { batch throws(DomainError) in try batch.update(accepted(ann, at: 50), replacing: ann) }
            let queued = try await store.messages(of: gala.id, status: nil)
            try #require(queued.count == 1)
            #expect(queued == [news(for: ann, at: 50, like: queued[0])])
        },
        ContractCase("a kept batch queues news of the promotions it made; one not kept queues nothing") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try waiting("ann", of: gala, email: "ann@example.org", since: 1)
            let bob = try waiting("bob", of: gala, email: "bob@example.org", since: 2)
            try await store.change(event: gala.id) { _, guests in guests = [ann, bob] }
            for keep in [false, true] {
                try await store.batch(event: gala.id) { batch throws(DomainError) in
                    guard let first = try batch.firstWaitlisted(), var edited = try batch.guest(withKey: bob.duplicateKey)
                    else { throw .referenceMissing }
                    try batch.update(accepted(first, at: 60), replacing: first)
                    edited.note = "still waiting"
                    try batch.update(edited, replacing: bob)
                    return (outcome: (), keep: keep)
                }
                let queued = try await store.messages(of: gala.id, status: nil)
                if keep {
                    try #require(queued.count == 1)
                    #expect(queued == [news(for: ann, at: 60, like: queued[0])])
                } else {
                    #expect(queued.isEmpty)
                }
            }
        },
        ContractCase("when a guest unsubscribed is kept to the millisecond") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var ann = try guest("ann", of: gala, email: "ann@example.org")
            ann.unsubscribedAt = Date(timeIntervalSince1970: F.base + 90.123_6)
            let stored = ann
            try await store.change(event: gala.id) { _, guests in guests.append(stored) }
            #expect(try await store.guests(of: gala.id).first?.unsubscribedAt == Date(timeIntervalSince1970: F.base + 90.124))
            try await store.change(event: gala.id) { _, guests in guests[0].unsubscribedAt = nil }
            #expect(try await store.guests(of: gala.id).first?.unsubscribedAt == nil)
        },
    ]
}
