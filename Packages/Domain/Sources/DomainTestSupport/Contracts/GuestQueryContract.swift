import Domain
import Foundation
import Testing

/// What every store answers a `GuestQuery`: what `GuestQuery.page(of:)` answers from the whole
/// list, whatever the list went through (added by a change or an import's batch, edited,
/// removed), for every filter, order and window.
extension GuestRepositoryContract {
    private typealias F = ContractFixtures

    static let queryCases: [ContractCase<Store>] = [
        ContractCase("a page of guests is the whole list filtered, ordered and cut by the rule, with every status counted") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var random = SeededRandom(seed: 39)
            // Names that fold together ("Zoë", "ZOE", "ｚｏｅ"), differ only bytewise ("a-b", "ab"), or not at all.
            let names = ["Zoë Lee", "ZOE LEE", "ｚｏｅ lee", "Émile", "emile", "Ann", "ann", "a-b", "ab", "李雷", "Ömer", "omer"]
            let tags = ["vip", "VIP", "Spëaker", "speaker", "family"]
            func someGuest(_ number: Int) throws -> Guest {
                let at = TimeInterval(Int.random(in: 0..<6, using: &random))
                var guest = Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("guest-\(number)"),
                                  name: names.randomElement(using: &random)!,
                                  email: Bool.random(using: &random) ? try EmailAddress("g\(number)@Example.org") : nil,
                                  phone: Bool.random(using: &random) ? "+49 30 \(number)" : nil,
                                  tags: Array(tags.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))),
                                  status: RSVPStatus.allCases.randomElement(using: &random)!,
                                  statusChangedAt: F.instant(at), createdAt: F.instant(at),
                                  updatedAt: F.instant(TimeInterval(Int.random(in: 0..<4, using: &random))))
                if guest.tags.count == 2, guest.tags[0].lowercased() == guest.tags[1].lowercased() { guest.tags.removeLast() }
                return guest
            }
            let first = try (0..<40).map(someGuest)
            try await store.change(event: gala.id) { _, guests in guests = first }
            let imported = try (40..<60).map(someGuest)
            try await store.batch(event: gala.id) { batch throws(DomainError) in
                for guest in imported { try batch.add(guest) }
                return (outcome: (), keep: true)
            }
            let statuses = RSVPStatus.allCases
            let moved = (0..<15).map { _ in (Int.random(in: 0..<60, using: &random), statuses.randomElement(using: &random)!) }
            try await store.change(event: gala.id) { _, guests in
                for (index, status) in moved where index < guests.count { guests[index].status = status }
                guests.removeLast(5)
            }
            let everyone = try await store.guests(of: gala.id)
            #expect(everyone.count == 55)
            let searches = ["zoe", "emile", "example.org", "ann", "a-b", "+49 30 1", "雷", "nobody", "lee\nann"]
            for _ in 0..<120 {
                let query = GuestQuery(status: Bool.random(using: &random) ? statuses.randomElement(using: &random) : nil,
                                       tag: Int.random(in: 0..<3, using: &random) == 0 ? GuestKeys.folded(tags.randomElement(using: &random)!) : nil,
                                       search: Int.random(in: 0..<3, using: &random) == 0 ? searches.randomElement(using: &random) : nil,
                                       order: GuestQuery.Order.allCases.randomElement(using: &random)!,
                                       offset: Int.random(in: 0..<30, using: &random),
                                       limit: Bool.random(using: &random) ? Int.random(in: 1..<25, using: &random) : nil)
                let expected = query.page(of: everyone)
                let page = try await store.guests(of: gala.id, query)
                #expect(page == expected, "\(query)")
            }
            let all = try await store.guests(of: gala.id, GuestQuery())
            #expect(all.total == 55)
            #expect(all.counts == Dictionary(grouping: everyone, by: \.status).mapValues(\.count))
            #expect(try await store.guests(of: F.event("absent").id, GuestQuery()) == GuestQueryPage(guests: [], matching: 0, counts: [:]))
        },
    ]
}
