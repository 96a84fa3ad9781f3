import Domain

/// One expense in `rushday expenses ... --format json`. Stable schema; every key is always
/// present, money as `{"amount": "12.50", "currency": "EUR", "minorUnits": 1250}`:
///
///     {"number": 3, "date": "2026-12-01", "category": "catering", "payee": "Chez Paul",
///      "amount": Money, "original": {"amount": Money, "rate": "0.92"} | null,
///      "paidBy": "ada@example.org", "split": "equal" | "shares" | "exact",
///      "shares": [{"member": "ada@example.org", "share": 2 | null, "amount": Money}],
///      "note": "..." | null, "receipt": "..." | null, "receiptFile": {"type": "application/pdf", "size": 48213} | null,
///      "createdAt": "...", "updatedAt": "..."}
///
/// `amount` is in the event's currency; `original` is what was paid in another currency and the
/// rate (event-currency units per unit of it) it was converted at. `share` is set for a split
/// by shares only. Instants are ISO 8601 in the event's zone.
struct ExpenseJSON: Encodable, Sendable {
    struct Original: Encodable, Sendable {
        let amount: Money
        let rate: String
    }

    struct Share: Encodable, Sendable {
        let member: String
        let share: Int64?
        let amount: Money

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(member, forKey: .member)
            try container.encode(share, forKey: .share)
            try container.encode(amount, forKey: .amount)
        }

        enum CodingKeys: String, CodingKey { case member, share, amount }
    }

    let number: Int
    let date: String
    let category: String
    let payee: String
    let amount: Money
    let original: Original?
    let paidBy: String
    let split: String
    let shares: [Share]
    let note: String?
    let receipt: String?
    let receiptFile: ReceiptFileJSON?
    let createdAt: String
    let updatedAt: String

    init(_ expense: ExpenseDetails, zone: TimeZoneID) {
        number = expense.number
        date = expense.date
        category = expense.category
        payee = expense.payee
        amount = expense.amount
        original = expense.original.map { Original(amount: $0.amount, rate: $0.rate) }
        paidBy = expense.paidBy
        split = expense.split.rawValue
        shares = expense.shares.map { Share(member: $0.member, share: $0.share, amount: $0.amount) }
        note = expense.note
        receipt = expense.receipt
        receiptFile = expense.stored.map { ReceiptFileJSON(type: $0.contentType, size: $0.size) }
        createdAt = ZonedTime.iso8601(expense.createdAt, in: zone)
        updatedAt = ZonedTime.iso8601(expense.updatedAt, in: zone)
    }

    enum CodingKeys: String, CodingKey {
        case number, date, category, payee, amount, original, paidBy, split, shares, note, receipt, receiptFile, createdAt, updatedAt
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(date, forKey: .date)
        try container.encode(category, forKey: .category)
        try container.encode(payee, forKey: .payee)
        try container.encode(amount, forKey: .amount)
        try container.encode(original, forKey: .original)
        try container.encode(paidBy, forKey: .paidBy)
        try container.encode(split, forKey: .split)
        try container.encode(shares, forKey: .shares)
        try container.encode(note, forKey: .note)
        try container.encode(receipt, forKey: .receipt)
        try container.encode(receiptFile, forKey: .receiptFile)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

/// A receipt kept as a file: its type and size in bytes (`expenses receipt` gets it).
struct ReceiptFileJSON: Encodable, Sendable {
    let type: String
    let size: Int
}
