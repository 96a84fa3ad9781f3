public import Domain

/// What `rushday expenses update EVENT EXPENSE ...` asks: nil keeps a field; the exact empty
/// text clears the note; `receipt` replaces or clears the receipt; an empty `among` keeps the members.
public struct UpdateExpenseRequest: Hashable, Sendable {
    public var event: String
    public var expense: String
    public var amount: String?
    public var category: String?
    public var payee: String?
    public var paidBy: String?
    public var split: ExpenseSplit.Rule?
    public var among: [String]
    public var date: String?
    public var note: String?
    public var receipt: ReceiptChange?
    public var currency: String?
    public var rate: String?

    public init(event: String, expense: String, amount: String? = nil, category: String? = nil, payee: String? = nil,
                paidBy: String? = nil, split: ExpenseSplit.Rule? = nil, among: [String] = [], date: String? = nil,
                note: String? = nil, receipt: ReceiptChange? = nil, currency: String? = nil, rate: String? = nil) {
        self.event = event
        self.expense = expense
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
