import Domain

/// Splits an amount (minor units) among members, every part whole minor units and the parts
/// adding up to the amount exactly. Each part is first rounded down; the units that leaves over
/// go one each to the parts rounding cut most, ties to the member earlier in the given order
/// (the caller's: by email), so the same expense always splits the same way. An equal split's
/// parts are all cut alike: its leftover units go to the first members by email.
enum Splitter {
    /// Equal parts; `members` is not empty.
    static func equal(_ amount: Int64, among members: [UserID]) -> [ExpenseSplit.Part] {
        weighted(amount, members.map { ($0, 1) })
    }

    /// Parts in proportion to positive integer shares (2 and 1: two thirds and one third).
    static func shares(_ amount: Int64, among shares: [(member: UserID, share: Int64)]) -> [ExpenseSplit.Part] {
        weighted(amount, shares)
    }

    /// The amounts as typed; they must add up to `amount`, else the error names the difference.
    static func exact(_ amount: Money, among amounts: [(member: UserID, amount: Int64)]) throws(DomainError) -> [ExpenseSplit.Part] {
        let sum = amounts.reduce(Int64(0)) { $0 + $1.amount }
        guard sum == amount.minorUnits else {
            let difference = Money(minorUnits: abs(sum - amount.minorUnits), currency: amount.currency)
            let typed = Money(minorUnits: sum, currency: amount.currency)
            let side = sum < amount.minorUnits ? "short of" : "more than"
            throw .invalid(field: "among", message: "the exact amounts add up to \(typed), \(difference) \(side) the expense's \(amount); make them add up to the total")
        }
        return amounts.map { ExpenseSplit.Part(member: $0.member, weight: $0.amount, amount: $0.amount) }
    }

    private static func weighted(_ amount: Int64, _ weights: [(member: UserID, share: Int64)]) -> [ExpenseSplit.Part] {
        let total = weights.reduce(Int128(0)) { $0 + Int128($1.share) }
        // Int128: an amount near Money's limit times a share overflows Int64.
        let exact = weights.map { Int128(amount) * Int128($0.share) }
        var amounts = exact.map { Int64($0 / total) }
        // Largest remainder: each unit left over goes to the part that rounding down cut most,
        // so no part is a whole unit away from its exact proportion.
        let left = Int(amount - amounts.reduce(0, +))
        let cut = exact.indices.sorted { (-(exact[$0] % total), $0) < (-(exact[$1] % total), $1) }
        for index in cut.prefix(left) { amounts[index] += 1 }
        return weights.indices.map { ExpenseSplit.Part(member: weights[$0].member, weight: weights[$0].share, amount: amounts[$0]) }
    }
}
