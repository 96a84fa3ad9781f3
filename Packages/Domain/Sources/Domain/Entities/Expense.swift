public import Foundation

/// Money spent for an event: how much (in the event's currency), on what, to whom, who paid it
/// and how it is split among the event's members.
public struct Expense: Hashable, Sendable, Codable {
    public let id: ExpenseID
    public let eventID: EventID
    /// The short reference people type (`expenses show gala 3`), unique within the event.
    public let number: Int
    /// In the event's currency; for an expense paid in another one, the converted amount.
    public var amount: Money
    /// What was paid in another currency and the rate it was converted at; nil when the event's.
    public var original: ForeignAmount?
    public var category: Handle
    public var payee: String
    /// The day it was paid, ISO 8601 (`2026-12-01`): a calendar day, in no time zone.
    public var day: String
    public var paidBy: UserID
    public var split: ExpenseSplit
    public var note: String?
    /// The receipt's name: the file's, when it is kept in the store (`stored`); before files were
    /// kept, the path as given, whose file is elsewhere.
    public var receipt: String?
    /// What the store keeps of the receipt's file (its bytes are read apart); nil for none or a
    /// path only.
    public var stored: StoredReceipt?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: ExpenseID, eventID: EventID, number: Int, amount: Money, original: ForeignAmount? = nil,
                category: Handle, payee: String, day: String, paidBy: UserID, split: ExpenseSplit,
                note: String? = nil, receipt: String? = nil, stored: StoredReceipt? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.number = number
        self.amount = amount
        self.original = original
        self.category = category
        self.payee = payee
        self.day = day
        self.paidBy = paidBy
        self.split = split
        self.note = note
        self.receipt = receipt
        self.stored = stored
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

public typealias ExpenseID = Identifier<Expense>

/// An amount paid in a currency other than the event's, and the rate that converted it: one
/// unit of `amount`'s currency is `rate` units of the event's (exact decimal text, "0.92").
public struct ForeignAmount: Hashable, Sendable, Codable {
    public let amount: Money
    public let rate: String

    public init(amount: Money, rate: String) {
        self.amount = amount
        self.rate = rate
    }
}

/// A receipt file kept in the store with its expense: its type, as its first bytes say, and its
/// size in bytes.
public struct StoredReceipt: Hashable, Sendable, Codable {
    public let contentType: String
    public let size: Int

    public init(contentType: String, size: Int) {
        self.contentType = contentType
        self.size = size
    }
}
