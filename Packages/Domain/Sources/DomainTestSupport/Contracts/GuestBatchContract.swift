import Domain
import Foundation
import Testing

/// What every `GuestRepository.batch` does: guest by guest in one transaction, kept only when
/// the body says so.
extension GuestRepositoryContract {
    private typealias F = ContractFixtures

    static let batchCases: [ContractCase<Store>] = [
        ContractCase("a batch finds the registrations unconfirmed since before an instant, oldest first, and removes them with their mail") { (store: Store) async throws in
            let gala = try await gala(in: store)
            func registered(_ handle: String, at offset: TimeInterval, _ status: RSVPStatus = .unconfirmed) throws -> Guest {
                var guest = try guest(handle, of: gala, email: "\(handle)@example.org", at: offset)
                guest.status = status
                return guest
            }
            let list = [try registered("late", at: 50), try registered("old", at: 10), try registered("older", at: 5),
                        try registered("kept", at: 1, .accepted), try registered("edge", at: 40)]
            let mail = OutboxMessage.queued(.confirmation, to: list[1], recipient: list[1].email!, at: F.instant(10))
            try await store.change(event: gala.id, mailing: { _, guests, outbox in
                guests += list
                outbox.append(mail)
            })
            let found = try await store.edit(event: gala.id) { batch throws(DomainError) in
                let all = try batch.unconfirmed(before: F.instant(40), limit: 10).map(\.handle.value)
                let first = try batch.unconfirmed(before: F.instant(40), limit: 1)
                for guest in first { try batch.remove(guest) }
                return (all, try batch.unconfirmed(before: F.instant(40), limit: 10).map(\.handle.value))
            }
            #expect(found.0 == ["older", "old"])
            #expect(found.1 == ["old"])
            // "old" has mail waiting: it goes with them.
            try await store.edit(event: gala.id) { batch throws(DomainError) in
                for guest in try batch.unconfirmed(before: F.instant(40), limit: 10) { try batch.remove(guest) }
            }
            #expect(try await store.guests(of: gala.id).map(\.handle.value).sorted() == ["edge", "kept", "late"])
        },
        ContractCase("a batch adds and updates guest by guest, sees its own writes, and keeps them when asked") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var ann = try guest("ann", of: gala, email: "ann@example.org", at: 10)
            ann.status = .accepted
            ann.others = 2
            let seated = ann
            try await store.change(event: gala.id) { _, guests in guests.append(seated) }
            let bob = try guest("bob", of: gala, at: 20)
            var edited = ann
            edited.tags = ["vip"]
            edited.updatedAt = F.instant(30)
            let replacement = edited
            let seen = try await store.batch(event: gala.id) { batch throws(DomainError) in
                #expect(batch.event == gala)
                #expect(batch.acceptedHeads == 3)
                #expect(try batch.guest(withKey: seated.duplicateKey) == seated)
                #expect(try batch.guest(withKey: bob.duplicateKey) == nil)
                try batch.add(bob)
                #expect(try batch.guest(withKey: bob.duplicateKey) == bob)
                try batch.update(replacement, replacing: seated)
                #expect(try batch.guest(withKey: seated.duplicateKey) == replacement)
                return (outcome: "kept", keep: true)
            }
            #expect(seen == "kept")
            #expect(try await store.guests(of: gala.id) == [edited, bob])
        },
        ContractCase("a guest without an email is found by name in any case and the digits of the phone") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var zoe = try guest("zoe", of: gala, at: 10)
            zoe.name = "Zoë Ünal"
            zoe.phone = "+49 (30) 1234"
            let stored = zoe
            try await store.change(event: gala.id) { _, guests in guests.append(stored) }
            let found = try await store.batch(event: gala.id) { batch throws(DomainError) in
                let key = Guest.duplicateKey(name: "ZOË ÜNAL", email: nil, phone: "+4930 12-34")
                return (outcome: try batch.guest(withKey: key), keep: false)
            }
            #expect(found == zoe)
        },
        ContractCase("a batch not kept, or that throws, leaves the list as it was") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala)
            try await store.change(event: gala.id) { _, guests in guests.append(ann) }
            let bob = try guest("bob", of: gala)
            try await store.batch(event: gala.id) { batch throws(DomainError) in
                try batch.add(bob)
                return (outcome: (), keep: false)
            }
            #expect(try await store.guests(of: gala.id) == [ann])
            let failure = DomainError.invalid(field: "party", message: "does not fit")
            await #expect(throws: failure) {
                try await store.batch(event: gala.id) { (batch: any GuestBatch) throws(DomainError) -> (outcome: Void, keep: Bool) in
                    try batch.add(bob)
                    throw failure
                }
            }
            #expect(try await store.guests(of: gala.id) == [ann])
        },
        ContractCase("a batch refuses a taken email or handle and an unknown answer, and goes on") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            try await store.change(event: gala.id) { _, guests in guests.append(ann) }
            let sameEmail = try guest("ann-2", of: gala, email: "ann@example.org")
            let sameHandle = try guest("ann", of: gala)
            var answering = try guest("cy", of: gala)
            answering.answers = [try Handle("meal"): "fish"]
            let stray = answering
            let bob = try guest("bob", of: gala, at: 5)
            try await store.batch(event: gala.id) { batch throws(DomainError) in
                #expect(refusal { () throws(DomainError) in try batch.add(sameEmail) } == .guestEmailTaken(try EmailAddress("ann@example.org")))
                #expect(refusal { () throws(DomainError) in try batch.add(sameHandle) } == .guestHandleTaken(ann.handle))
                #expect(refusal { () throws(DomainError) in try batch.add(stray) } == .guestQuestionMissing(try Handle("meal")))
                try batch.add(bob)
                return (outcome: (), keep: true)
            }
            #expect(try await store.guests(of: gala.id) == [ann, bob])
        },
        ContractCase("a batch of a missing event is eventMissing and runs nothing") { (store: Store) async throws in
            let ghost = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.batch(event: ghost) { _ throws(DomainError) in
                    Issue.record("the body ran")
                    return (outcome: (), keep: true)
                }
            }
        },
    ]

    /// What `body` threw, or nil.
    private static func refusal(_ body: () throws(DomainError) -> Void) -> DomainError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }
}
