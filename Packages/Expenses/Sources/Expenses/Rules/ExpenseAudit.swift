import Domain

/// An expense's fields as its log entries show them, named as the `expenses add | update`
/// options; members by email. The expense's number is the entry's target.
enum ExpenseAudit {
    static func fields(_ members: Members) -> [(String, (Expense) -> String?)] {
        [
            ("amount", { amount($0) }), ("category", { $0.category.value }), ("payee", { $0.payee }),
            ("paid-by", { members.email($0.paidBy) }), ("split", { $0.split.rule.rawValue }),
            // What each one owes, whatever the rule: the part the settlement counts.
            ("among", { expense in
                expense.split.parts.map { "\(members.email($0.member))=\(Money(minorUnits: $0.amount, currency: expense.amount.currency).decimalString)" }
                    .joined(separator: ", ")
            }),
            ("date", { $0.day }), ("note", { $0.note }), ("receipt", { receipt($0) }),
        ]
    }

    /// Every field of an expense removed: its values before, none after.
    static func removed(_ expense: Expense, _ members: Members) -> [AuditChange] {
        AuditChange.made(expense, fields(members)).map { AuditChange($0.field, old: $0.new, new: nil) }
    }

    /// The amount the books hold, with what was paid in another currency and at what rate:
    /// "90.00 EUR (100.00 USD at 0.9)".
    private static func amount(_ expense: Expense) -> String? {
        guard let original = expense.original else { return expense.amount.description }
        return "\(expense.amount) (\(original.amount) at \(original.rate))"
    }

    /// The receipt's name, with its kept file's type and size (a new file of the same name is a change).
    private static func receipt(_ expense: Expense) -> String? {
        guard let name = expense.receipt else { return nil }
        guard let stored = expense.stored else { return name }
        return "\(name) (\(stored.contentType), \(stored.size) bytes)"
    }
}
