import Domain
import DomainTestSupport
import Foundation
import Testing

/// A party's tickets in its order, however they were stored: the guest first, the named
/// plus-ones as given, then "Name +N" by N, strangers last; equal places keep their order.
@Suite struct PartyOrderTests {
    @Test(arguments: 1...30) func anyShuffleOfAPartysHoldersComesBackInThePartysOrder(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let at = Date(timeIntervalSince1970: 0)
        let named = Array(["Bea", "Cy", "Ann +1", "Dee"].shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
        let unnamed = Int.random(in: 0...12, using: &random)
        let guest = Guest(id: GuestID(UUID()), eventID: EventID(UUID()), handle: try Handle("ann"), name: "Ann",
                          others: named.count + unnamed, plusOnes: named, statusChangedAt: at, createdAt: at, updatedAt: at)
        let party = ["Ann"] + named + (0..<unnamed).map { "Ann +\(named.count + 1 + $0)" }
        let strangers = ["Zed", "Ann +0", "Ann +x", "ann"]
        let stored = (party + strangers).shuffled(using: &random)
        let ordered = guest.inPartyOrder(stored, holder: { $0 })
        #expect(Array(ordered.prefix(party.count)) == party, "\(stored)")
        #expect(Array(ordered.dropFirst(party.count)) == stored.filter(strangers.contains), "strangers last, in the order they came")
    }
}
