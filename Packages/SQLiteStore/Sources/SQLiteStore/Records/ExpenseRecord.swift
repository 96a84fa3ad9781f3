import Domain
import GRDB
import SQLStorage

/// A row of `expenses`; its parts are `ExpenseShareRecord`s.
struct ExpenseRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "expenses"

    var id: String
    var eventID: String
    var number: Int
    var amountMinor: Int64
    var currency: String
    var originalMinor: Int64?
    var originalCurrency: String?
    var rate: String?
    var category: String
    var payee: String
    var day: String
    var paidBy: String
    var split: String
    var note: String?
    var receipt: String?
    var createdAt: Int64
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case eventID = "event_id"
        case number
        case amountMinor = "amount_minor"
        case currency
        case originalMinor = "original_minor"
        case originalCurrency = "original_currency"
        case rate, category, payee, day
        case paidBy = "paid_by"
        case split, note, receipt
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(_ expense: Expense) {
        id = expense.id.description
        eventID = expense.eventID.description
        number = expense.number
        amountMinor = expense.amount.minorUnits
        currency = expense.amount.currency.code
        originalMinor = expense.original?.amount.minorUnits
        originalCurrency = expense.original?.amount.currency.code
        rate = expense.original?.rate
        category = expense.category.value
        payee = expense.payee
        day = expense.day
        paidBy = expense.paidBy.description
        split = expense.split.rule.rawValue
        note = expense.note
        receipt = expense.receipt
        createdAt = Instant.milliseconds(expense.createdAt)
        updatedAt = Instant.milliseconds(expense.updatedAt)
    }

    func expense(parts: [ExpenseShareRecord]) throws(CorruptRow) -> Expense {
        let table = Self.databaseTableName
        var original: ForeignAmount?
        switch (originalMinor, originalCurrency, rate) {
        case let (minor?, code?, rate?):
            original = ForeignAmount(amount: Money(minorUnits: minor, currency: try StoredValue.currency(code, table: table)), rate: rate)
        case (nil, nil, nil):
            original = nil
        default:
            throw CorruptRow(table: table, detail: "expense \(id) has only part of its original amount, currency and rate")
        }
        let split = ExpenseSplit(rule: try StoredValue.raw(self.split, table: table),
                                 parts: try parts.map { part throws(CorruptRow) in try part.part() })
        return Expense(id: try StoredValue.identifier(id, table: table), eventID: try StoredValue.identifier(eventID, table: table),
                       number: number, amount: Money(minorUnits: amountMinor, currency: try StoredValue.currency(currency, table: table)),
                       original: original, category: try StoredValue.handle(category, table: table), payee: payee, day: day,
                       paidBy: try StoredValue.identifier(paidBy, table: table), split: split, note: note, receipt: receipt,
                       createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }
}
