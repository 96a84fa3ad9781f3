import Domain
import Foundation
import Testing

/// What every store does for a change of one guest (`GuestRepository.edit`): lookups by key,
/// removal, the waitlist position, and the heads accepted, which a store may keep as a count
/// rather than sum the list, and must then keep right on every path that writes guests.
extension GuestRepositoryContract {
    private typealias F = ContractFixtures

    static let editCases: [ContractCase<Store>] = [
        ContractCase("a guest is found by id, handle or email, in its own event only, by edit's batch and by a read") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let ann = try guest("ann", of: gala, email: "ann@example.org")
            let kim = try guest("kim", of: other, email: "kim@example.org")
            try await store.change(event: gala.id) { _, guests in guests.append(ann) }
            try await store.change(event: other.id) { _, guests in guests.append(kim) }
            let keys: [GuestKey] = [.id(ann.id), .handle(ann.handle), .email(try EmailAddress("ANN@example.org"))]
            for key in keys {
                #expect(try await store.guest(of: gala.id, key) == ann)
                #expect(try await store.guest(of: other.id, key) == nil)
                #expect(try await store.edit(event: gala.id) { batch throws(DomainError) in try batch.guest(key) } == ann)
            }
            #expect(try await store.guest(of: gala.id, .handle(kim.handle)) == nil)
        },
        ContractCase("edit keeps what its batch wrote, and nothing when its body throws") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let ann = try guest("ann", of: gala, at: 1)
            let bob = try guest("bob", of: gala, at: 2)
            try await store.change(event: gala.id) { _, guests in guests = [ann, bob] }
            let cy = try guest("cy", of: gala, at: 3)
            let failure = DomainError.invalid(field: "party", message: "does not fit")
            await #expect(throws: failure) {
                try await store.edit(event: gala.id) { (batch: any GuestBatch) throws(DomainError) -> Void in
                    try batch.remove(ann)
                    try batch.add(cy)
                    throw failure
                }
            }
            #expect(try await store.guests(of: gala.id) == [ann, bob])
            try await store.edit(event: gala.id) { batch throws(DomainError) in
                try batch.remove(ann)
                #expect(try batch.guest(.id(ann.id)) == nil)
                try batch.add(cy)
            }
            #expect(try await store.guests(of: gala.id) == [bob, cy])
            await #expect(throws: DomainError.referenceMissing) {
                try await store.edit(event: gala.id) { batch throws(DomainError) in try batch.remove(ann) }
            }
        },
        ContractCase("a waitlist position counts at most positionsCounted parties ahead") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let line = try (0...Waitlist.positionsCounted + 1).map { index in
                var guest = try guest(String(format: "w%05d", index), of: gala, at: TimeInterval(index))
                guest.status = .waitlisted
                return guest
            }
            try await store.batch(event: gala.id) { batch throws(DomainError) in
                for guest in line { try batch.add(guest) }
                return (outcome: (), keep: true)
            }
            let limit = Waitlist.positionsCounted
            #expect(try await store.waitlistPosition(of: line[limit - 1]) == limit)
            #expect(try await store.waitlistPosition(of: line[limit]) == limit + 1)
            #expect(try await store.waitlistPosition(of: line[limit + 1]) == limit + 1, "past the limit, one answer")
            #expect(Waitlist.position(of: line[limit + 1], in: line) == limit + 1)
        },
        ContractCase("the heads accepted and the waitlist positions stay right over random changes on every path") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var random = SeededRandom(seed: 37)
            var other = try await Self.gala(in: store, "other-0")
            for step in 0..<60 {
                let event = Bool.random(using: &random) ? gala : other
                let list = try await store.guests(of: event.id)
                var guest = try guest("g\(step)", of: event, at: TimeInterval(step))
                guest.status = RSVPStatus.allCases.randomElement(using: &random)!
                guest.others = Int.random(in: 0...3, using: &random)
                guest.statusChangedAt = F.instant(TimeInterval(Int.random(in: 0...3, using: &random)))
                let added = guest
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    try await store.change(event: event.id) { _, guests in guests.append(added) }
                case 1:
                    try await store.edit(event: event.id) { batch throws(DomainError) in try batch.add(added) }
                case 2:
                    let keep = Bool.random(using: &random)
                    try await store.batch(event: event.id) { batch throws(DomainError) in
                        try batch.add(added)
                        return (outcome: (), keep: keep)
                    }
                case 3:
                    guard var changed = list.randomElement(using: &random) else { continue }
                    let stored = changed
                    changed.status = added.status
                    changed.others = added.others
                    let edited = changed
                    try await store.edit(event: event.id) { batch throws(DomainError) in try batch.update(edited, replacing: stored) }
                case 4:
                    guard let removed = list.randomElement(using: &random) else { continue }
                    if Bool.random(using: &random) {
                        try await store.edit(event: event.id) { batch throws(DomainError) in try batch.remove(removed) }
                    } else {
                        try await store.change(event: event.id) { _, guests in guests.removeAll { $0.id == removed.id } }
                    }
                default:
                    guard event.id == other.id else { continue }
                    try await store.delete(other.id)
                    other = try await Self.gala(in: store, "other-\(step)")
                }
                for event in [gala, other] {
                    let guests = try await store.guests(of: event.id)
                    let counted = try await store.edit(event: event.id) { batch throws(DomainError) in batch.acceptedHeads }
                    #expect(counted == guests.acceptedHeads, "step \(step)")
                    for guest in guests {
                        #expect(try await store.waitlistPosition(of: guest) == Waitlist.position(of: guest, in: guests), "step \(step)")
                    }
                }
            }
        },
    ]
}
