public import Foundation

/// An event. Start and end are instants; `timeZone` says how to show and read them.
public struct Event: Hashable, Sendable, Codable {
    public let id: EventID
    public var handle: Handle
    public var title: String
    public var description: String?
    public var startsAt: Date
    public var endsAt: Date
    public var timeZone: TimeZoneID
    public var venue: String?
    public var capacity: Int?
    public var currency: Currency
    public var budget: Money?
    public var status: EventStatus
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: EventID, handle: Handle, title: String, description: String? = nil, startsAt: Date, endsAt: Date,
                timeZone: TimeZoneID, venue: String? = nil, capacity: Int? = nil, currency: Currency,
                budget: Money? = nil, status: EventStatus = .draft, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.handle = handle
        self.title = title
        self.description = description
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.timeZone = timeZone
        self.venue = venue
        self.capacity = capacity
        self.currency = currency
        self.budget = budget
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
