public import Foundation

/// What an event plans to spend on one category (venue, catering, or one of the organisers'
/// own), in the event's currency.
public struct BudgetLine: Hashable, Sendable, Codable {
    public let eventID: EventID
    public let category: Handle
    public var amount: Money
    public var updatedAt: Date

    public init(eventID: EventID, category: Handle, amount: Money, updatedAt: Date) {
        self.eventID = eventID
        self.category = category
        self.amount = amount
        self.updatedAt = updatedAt
    }
}
