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
    /// The path of the receipt as given; the file itself is not stored.
    public var receipt: String?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: ExpenseID, eventID: EventID, number: Int, amount: Money, original: ForeignAmount? = nil,
                category: Handle, payee: String, day: String, paidBy: UserID, split: ExpenseSplit,
                note: String? = nil, receipt: String? = nil, createdAt: Date, updatedAt: Date) {
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
