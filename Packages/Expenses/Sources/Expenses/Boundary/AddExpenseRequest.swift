public import Domain

/// What `rushday expenses add EVENT AMOUNT ...` asks, as typed: the use case checks it all.
public struct AddExpenseRequest: Hashable, Sendable {
    public var event: String
    public var amount: String
    public var category: String
    public var payee: String
    public var paidBy: String
    public var split: ExpenseSplit.Rule?
    /// `EMAIL`, `EMAIL=SHARE` or `EMAIL=AMOUNT`, by the split's rule.
    public var among: [String]
    public var date: String?
    public var note: String?
    /// The receipt's file, kept in the store with the expense.
    public var receipt: ReceiptUpload?
    public var currency: String?
    public var rate: String?

    public init(event: String, amount: String, category: String, payee: String, paidBy: String,
                split: ExpenseSplit.Rule? = nil, among: [String] = [], date: String? = nil, note: String? = nil,
                receipt: ReceiptUpload? = nil, currency: String? = nil, rate: String? = nil) {
        self.event = event
        self.amount = amount
        self.category = category
        self.payee = payee
        self.paidBy = paidBy
        self.split = split
        self.among = among
        self.date = date
        self.note = note
        self.receipt = receipt
        self.currency = currency
        self.rate = rate
    }
}
