/// How an expense is shared: the rule, and each member's part. The parts' `amount`s add up to
/// the expense's amount exactly; `weight` keeps what was typed, so a new amount can be split
/// again by the same rule.
public struct ExpenseSplit: Hashable, Sendable, Codable {
    public enum Rule: String, CaseIterable, Hashable, Sendable, Codable {
        case equal, shares, exact
    }

    /// One member's part. `weight` is 1 for `equal`, the share for `shares`, and the typed
    /// minor units for `exact`; `amount` is what the member owes, in minor units of the event's
    /// currency.
    public struct Part: Hashable, Sendable, Codable {
        public let member: UserID
        public let weight: Int64
        public let amount: Int64

        public init(member: UserID, weight: Int64, amount: Int64) {
            self.member = member
            self.weight = weight
            self.amount = amount
        }
    }

    public let rule: Rule
    public let parts: [Part]

    public init(rule: Rule, parts: [Part]) {
        self.rule = rule
        self.parts = parts
    }
}
