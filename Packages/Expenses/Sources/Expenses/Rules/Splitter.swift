import Domain

/// Splits an amount (minor units) among members, every part whole minor units and the parts
/// adding up to the amount exactly. Members come in a stable order (the caller's: by email),
/// and the units a division leaves over go one each to the first members in that order, so the
/// same expense always splits the same way.
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
        var parts = weights.map { weight in
            // Int128: an amount near Money's limit times a share overflows Int64.
            (member: weight.member, share: weight.share, amount: Int64(Int128(amount) * Int128(weight.share) / total))
        }
        var left = amount - parts.reduce(0) { $0 + $1.amount }
        var index = 0
        while left > 0 {
            parts[index].amount += 1
            left -= 1
            index += 1
        }
        return parts.map { ExpenseSplit.Part(member: $0.member, weight: $0.share, amount: $0.amount) }
    }
}
