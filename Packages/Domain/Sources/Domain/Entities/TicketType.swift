public import Foundation

public typealias TicketTypeID = Identifier<TicketType>

/// What an event sells: a name, a price in the event's currency, how many may be issued (its own
/// quota, and a pool's when it shares one), when it is on sale and how many one issue may take.
public struct TicketType: Hashable, Sendable {
    public let id: TicketTypeID
    public let eventID: EventID
    /// 1-255, unique within the event: the one byte a ticket's code carries for its type.
    public let number: Int
    /// The short name typed for the type ("early-bird"), unique within the event.
    public var handle: Handle
    public var name: String
    public var price: Money
    /// Nil: no limit of its own (a pool may still cap it).
    public var quota: Int?
    /// The pool that caps this type together with others, by its handle.
    public var pool: Handle?
    public var salesOpen: Date?
    public var salesClose: Date?
    public var maxPerIssue: Int
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: TicketTypeID, eventID: EventID, number: Int, handle: Handle, name: String, price: Money,
                quota: Int? = nil, pool: Handle? = nil, salesOpen: Date? = nil, salesClose: Date? = nil,
                maxPerIssue: Int = 10, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.number = number
        self.handle = handle
        self.name = name
        self.price = price
        self.quota = quota
        self.pool = pool
        self.salesOpen = salesOpen
        self.salesClose = salesClose
        self.maxPerIssue = maxPerIssue
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The most types an event may have: a code carries the type's number in one byte.
    public static let numbers = 1...255
}
