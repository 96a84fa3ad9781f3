/// Who pays whom so that every balance ends at zero, greedily: the member who owes most pays
/// the member owed most as much as one of them needs, and again until nobody owes anything.
/// Each transfer settles at least one member and the last settles two, so there are at most
/// members - 1 of them. Ties go to the member earlier in the given order, so the same balances
/// always give the same plan.
enum SettlementPlan {
    struct Transfer<Member: Hashable>: Hashable {
        let from: Member
        let to: Member
        let amount: Int64
    }

    /// `balances` (what each member paid minus what they owe, in minor units) add up to zero.
    static func plan<Member: Hashable>(_ balances: [(member: Member, balance: Int64)]) -> [Transfer<Member>] {
        var debtors = balances.enumerated().filter { $0.element.balance < 0 }.map { (order: $0.offset, member: $0.element.member, amount: -$0.element.balance) }
        var creditors = balances.enumerated().filter { $0.element.balance > 0 }.map { (order: $0.offset, member: $0.element.member, amount: $0.element.balance) }
        var transfers: [Transfer<Member>] = []
        func largest(_ list: [(order: Int, member: Member, amount: Int64)]) -> Int? {
            list.indices.min { (-list[$0].amount, list[$0].order) < (-list[$1].amount, list[$1].order) }
        }
        while let debtor = largest(debtors), let creditor = largest(creditors) {
            let amount = min(debtors[debtor].amount, creditors[creditor].amount)
            transfers.append(Transfer(from: debtors[debtor].member, to: creditors[creditor].member, amount: amount))
            debtors[debtor].amount -= amount
            creditors[creditor].amount -= amount
            debtors.removeAll { $0.amount == 0 }
            creditors.removeAll { $0.amount == 0 }
        }
        return transfers
    }
}
