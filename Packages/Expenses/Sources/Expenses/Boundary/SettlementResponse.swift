public import Domain

/// Who stands where (paid, owed, net) and who pays whom to settle, members by email.
public struct SettlementResponse: Hashable, Sendable {
    public struct Balance: Hashable, Sendable {
        public let member: String
        public let paid: Money
        public let owed: Money
        /// Paid minus owed: positive is owed to the member, negative the member owes.
        public var net: Money { Money(minorUnits: paid.minorUnits - owed.minorUnits, currency: paid.currency) }
    }

    public struct Transfer: Hashable, Sendable {
        public let from: String
        public let to: String
        public let amount: Money
    }

    public let event: Event
    public let balances: [Balance]
    public let transfers: [Transfer]
}
