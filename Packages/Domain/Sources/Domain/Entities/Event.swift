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
    /// After this instant guests may no longer change their answer on their own page; nil
    /// keeps answers open until the event ends.
    public var rsvpClosesAt: Date?
    /// Whether the guests' personal links open their pages (organisers may switch them off).
    public var guestPages: Bool
    /// Whether the organisers are mailed the guests' own answers (`events update --notify`).
    public var notify: AnswerNotices
    /// Whether and how anyone may register on the event's public page.
    public var registration: Registration
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: EventID, handle: Handle, title: String, description: String? = nil, startsAt: Date, endsAt: Date,
                timeZone: TimeZoneID, venue: String? = nil, capacity: Int? = nil, currency: Currency,
                budget: Money? = nil, status: EventStatus = .draft, rsvpClosesAt: Date? = nil, guestPages: Bool = true,
                notify: AnswerNotices = .off, registration: Registration = Registration(), createdAt: Date, updatedAt: Date) {
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
        self.rsvpClosesAt = rsvpClosesAt
        self.guestPages = guestPages
        self.notify = notify
        self.registration = registration
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension Event {
    /// Whether guests may still answer on their own page at `now`: until RSVPs close, and never
    /// once the event has ended or was cancelled.
    public func takesAnswers(at now: Date) -> Bool {
        guard status != .cancelled, status != .completed, now < endsAt else { return false }
        return rsvpClosesAt.map { now < $0 } ?? true
    }
}
