import Domain

/// `rushday expenses settle --format json`. Stable schema:
///
///     {"event": "gala",
///      "balances": [{"member": "ada@example.org", "paid": Money, "owed": Money, "net": Money}],
///      "transfers": [{"from": "otto@example.org", "to": "ada@example.org", "amount": Money}]}
///
/// `net` is paid minus owed (negative: the member owes). Paying the transfers brings every
/// `net` to zero. Members in email order; transfers in the order the plan makes them.
struct SettlementJSON: Encodable, Sendable {
    struct Balance: Encodable, Sendable {
        let member: String
        let paid: Money
        let owed: Money
        let net: Money
    }

    struct Transfer: Encodable, Sendable {
        let from: String
        let to: String
        let amount: Money
    }

    let event: String
    let balances: [Balance]
    let transfers: [Transfer]

    init(_ response: SettlementResponse) {
        event = response.event.handle.value
        balances = response.balances.map { Balance(member: $0.member, paid: $0.paid, owed: $0.owed, net: $0.net) }
        transfers = response.transfers.map { Transfer(from: $0.from, to: $0.to, amount: $0.amount) }
    }
}
