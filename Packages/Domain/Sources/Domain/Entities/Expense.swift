public import Foundation

/// Money spent (or committed) for an event, in the event's currency.
public struct Expense: Hashable, Sendable, Codable {
    public let id: ExpenseID
    public let eventID: EventID
    public var description: String
    public var category: String
    public var amount: Money
    public var vendor: String?
    public var incurredOn: Date
    public let recordedBy: UserID
    public let createdAt: Date

    public init(id: ExpenseID, eventID: EventID, description: String, category: String, amount: Money,
                vendor: String? = nil, incurredOn: Date, recordedBy: UserID, createdAt: Date) {
        self.id = id
        self.eventID = eventID
        self.description = description
        self.category = category
        self.amount = amount
        self.vendor = vendor
        self.incurredOn = incurredOn
        self.recordedBy = recordedBy
        self.createdAt = createdAt
    }
}
