public import Foundation

/// A kind of ticket for an event ("Early bird", "VIP") with its price and how many exist.
public struct TicketType: Hashable, Sendable, Codable {
    public let id: TicketTypeID
    public let eventID: EventID
    public var name: String
    public var price: Money
    public var quantity: Int?
    public var salesStartAt: Date?
    public var salesEndAt: Date?

    public init(id: TicketTypeID, eventID: EventID, name: String, price: Money, quantity: Int? = nil,
                salesStartAt: Date? = nil, salesEndAt: Date? = nil) {
        self.id = id
        self.eventID = eventID
        self.name = name
        self.price = price
        self.quantity = quantity
        self.salesStartAt = salesStartAt
        self.salesEndAt = salesEndAt
    }
}
