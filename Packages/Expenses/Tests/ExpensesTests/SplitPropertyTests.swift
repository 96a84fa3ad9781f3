import Domain
import DomainTestSupport
@testable import Expenses
import Foundation
import Testing

/// Splitting over random inputs from a seeded generator, so a failure can be replayed.
@Suite struct SplitPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 20_261_201, 0xDEAD_BEEF]

    static func members(_ count: Int) -> [UserID] {
        (0..<count).map { UserID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8($0)))) }
    }

    @Test(arguments: seeds)
    func sharesAlwaysAddUpToTheAmountAndStayWithinOneUnitOfTheirProportion(_ seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let amount = Int64.random(in: 1...(Bool.random(using: &random) ? 10_000 : Money.largestMinorUnits), using: &random)
            let members = Self.members(Int.random(in: 1...12, using: &random))
            let weights = members.map { ($0, Int64.random(in: 1...SplitInput.largestShare, using: &random)) }
            let total = weights.reduce(Int128(0)) { $0 + Int128($1.1) }
            let parts = Splitter.shares(amount, among: weights)
            #expect(parts.reduce(0) { $0 + $1.amount } == amount, "seed \(seed): \(amount) by \(weights.map(\.1))")
            #expect(parts.map(\.member) == members)
            for (part, weight) in zip(parts, weights) {
                // part * total is within one `total` of amount * share: off by less than one unit.
                let gap = Int128(part.amount) * total - Int128(amount) * Int128(weight.1)
                #expect(gap > -total && gap < total, "seed \(seed): \(part.amount) of \(amount) for share \(weight.1)/\(total)")
            }
            let equal = Splitter.equal(amount, among: members).map(\.amount)
            #expect(equal.reduce(0, +) == amount)
            #expect(equal.max()! - equal.min()! <= 1)
            // Leftover units go to the first members: the parts never grow down the list.
            #expect(equal == equal.sorted(by: >))
        }
    }

    @Test func exactPartsAreKeptAsTypedOrRefused() throws {
        let members = Self.members(2)
        let parts = try Splitter.exact(Money(minorUnits: 500, currency: .euro), among: [(members[0], 200), (members[1], 300)])
        #expect(parts.map(\.amount) == [200, 300])
        #expect(throws: DomainError.self) {
            try Splitter.exact(Money(minorUnits: 500, currency: .euro), among: [(members[0], 200), (members[1], 299)])
        }
    }
}
