import DomainTestSupport
@testable import Expenses
import Testing

/// Settling up over random balances from a seeded generator.
@Suite struct SettlementPropertyTests {
    @Test(arguments: SplitPropertyTests.seeds)
    func everyBalanceEndsAtZeroInAtMostMembersMinusOneTransfers(_ seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...15, using: &random)
            var balances = (0..<count - 1).map { _ in
                Int64.random(in: -1_000_000_000...1_000_000_000, using: &random) / (Bool.random(using: &random) ? 1 : 1_000_000)
            }
            balances.append(-balances.reduce(0, +))
            let named = balances.enumerated().map { (member: "m\($0.offset)", balance: $0.element) }
            let plan = SettlementPlan.plan(named)
            var left = Dictionary(uniqueKeysWithValues: named.map { ($0.member, $0.balance) })
            for transfer in plan {
                #expect(transfer.amount > 0)
                #expect(left[transfer.from]! < 0 && left[transfer.to]! > 0, "seed \(seed): only debtors pay, only creditors are paid")
                left[transfer.from]! += transfer.amount
                left[transfer.to]! -= transfer.amount
            }
            #expect(left.values.allSatisfy { $0 == 0 }, "seed \(seed): \(balances)")
            let nonZero = balances.count { $0 != 0 }
            #expect(plan.count <= max(0, nonZero - 1), "seed \(seed): \(plan.count) transfers for \(nonZero) members")
            #expect(SettlementPlan.plan(named) == plan)
        }
    }

    @Test func tiesGoToTheMemberEarlierInOrder() {
        let plan = SettlementPlan.plan([("a", 500), ("b", 500), ("c", -500), ("d", -500)])
        #expect(plan == [.init(from: "c", to: "a", amount: 500), .init(from: "d", to: "b", amount: 500)])
    }
}
