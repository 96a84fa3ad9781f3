import Domain
import Foundation

/// Turns `--split RULE --among EMAIL[=SHARE|=AMOUNT] ...` into an expense's split: `equal` takes
/// emails alone (none: the event's owner and organizers), `shares` a positive whole share per
/// email, `exact` an amount per email in the event's currency that must add up to the total.
/// Parts are kept in email order, which breaks ties when leftover units are handed out.
enum SplitInput {
    static let largestShare: Int64 = 1000

    static func split(_ rule: ExpenseSplit.Rule, among raw: [String], amount: Money, members: Members) throws(DomainError) -> ExpenseSplit {
        var seen = Set<UserID>()
        var entries: [(member: UserID, value: String?)] = []
        for item in raw {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let member = try members.member(String(pair[0]), field: "among")
            guard seen.insert(member).inserted else {
                throw .invalid(field: "among", message: "\(UserText.quoted(String(pair[0]))) is named twice; name each member once")
            }
            entries.append((member, pair.count == 2 ? String(pair[1]) : nil))
        }
        entries.sort { members.email($0.member) < members.email($1.member) }
        switch rule {
        case .equal:
            if let shared = entries.first(where: { $0.value != nil }) {
                throw .invalid(field: "among", message: "an equal split takes emails alone, not '\(members.email(shared.member))=\(shared.value ?? "")'; use \(field: "split") shares or \(field: "split") exact for parts")
            }
            let among = entries.isEmpty ? members.ordered(members.moneyHandlers) : entries.map(\.member)
            guard !among.isEmpty else {
                throw .invalid(field: "among", message: "the event has no owner or organizer to split among; name the members with \(field: "among") EMAIL")
            }
            return ExpenseSplit(rule: .equal, parts: Splitter.equal(amount.minorUnits, among: among))
        case .shares:
            let shares = try values(entries, rule: rule, members: members) { text throws(DomainError) -> Int64 in
                guard let share = Int64(text), (1...largestShare).contains(share) else {
                    throw .invalid(field: "among", message: "share \(UserText.quoted(text)) is not a whole number from 1 to \(largestShare); write EMAIL=2")
                }
                return share
            }
            return ExpenseSplit(rule: .shares, parts: Splitter.shares(amount.minorUnits, among: shares.map { ($0.0, $0.1) }))
        case .exact:
            let amounts = try values(entries, rule: rule, members: members) { text throws(DomainError) -> Int64 in
                try Money(parsing: text, currency: amount.currency, field: "among").minorUnits
            }
            return ExpenseSplit(rule: .exact, parts: try Splitter.exact(amount, among: amounts.map { ($0.0, $0.1) }))
        }
    }

    /// Splits an expense's new amount again by its rule and the weights it was given.
    static func resplit(_ split: ExpenseSplit, amount: Money) throws(DomainError) -> ExpenseSplit {
        switch split.rule {
        case .equal: ExpenseSplit(rule: .equal, parts: Splitter.equal(amount.minorUnits, among: split.parts.map(\.member)))
        case .shares: ExpenseSplit(rule: .shares, parts: Splitter.shares(amount.minorUnits, among: split.parts.map { ($0.member, $0.weight) }))
        case .exact: ExpenseSplit(rule: .exact, parts: try Splitter.exact(amount, among: split.parts.map { ($0.member, $0.weight) }))
        }
    }

    private static func values(_ entries: [(member: UserID, value: String?)], rule: ExpenseSplit.Rule, members: Members,
                               _ parse: (String) throws(DomainError) -> Int64) throws(DomainError) -> [(UserID, Int64)] {
        let example = rule == .shares ? "EMAIL=2" : "EMAIL=12.50"
        guard !entries.isEmpty else {
            throw .invalid(field: "among", message: "a split by \(rule.rawValue) needs each member's part; name them with \(field: "among") \(example)")
        }
        var values: [(UserID, Int64)] = []
        for entry in entries {
            guard let text = entry.value else {
                throw .invalid(field: "among", message: "'\(members.email(entry.member))' has no part; a split by \(rule.rawValue) takes \(example)")
            }
            values.append((entry.member, try parse(text)))
        }
        return values
    }
}
