public import Domain

/// An expense as one row of text: the columns of `export` and of `--format csv`, headed like
/// the JSON keys. Shares are `email=amount` (`email=share:amount` for a split by shares) joined
/// with "; ".
public enum ExpenseColumns {
    public static let header = ["number", "date", "category", "payee", "amount", "currency", "paidBy", "split", "shares",
                                "originalAmount", "originalCurrency", "rate", "note", "receipt", "createdAt", "updatedAt"]

    public static func row(_ expense: ExpenseDetails, zone: TimeZoneID) -> [String] {
        let shares = expense.shares.map { share in
            "\(share.member)=" + (share.share.map { "\($0):" } ?? "") + share.amount.decimalString
        }
        return [String(expense.number), expense.date, expense.category, expense.payee, expense.amount.decimalString,
                expense.amount.currency.code, expense.paidBy, expense.split.rawValue, shares.joined(separator: "; "),
                expense.original?.amount.decimalString ?? "", expense.original?.amount.currency.code ?? "",
                expense.original?.rate ?? "", expense.note ?? "", expense.receipt ?? "",
                ZonedTime.iso8601(expense.createdAt, in: zone), ZonedTime.iso8601(expense.updatedAt, in: zone)]
    }
}
