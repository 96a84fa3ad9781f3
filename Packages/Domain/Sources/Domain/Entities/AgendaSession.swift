public import Foundation

/// One slot in an event's programme.
public struct AgendaSession: Hashable, Sendable, Codable {
    public let id: AgendaSessionID
    public let eventID: EventID
    public var title: String
    public var startsAt: Date
    public var endsAt: Date
    public var location: String?
    public var speakers: [String]
    public var description: String?

    public init(id: AgendaSessionID, eventID: EventID, title: String, startsAt: Date, endsAt: Date,
                location: String? = nil, speakers: [String] = [], description: String? = nil) {
        self.id = id
        self.eventID = eventID
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.location = location
        self.speakers = speakers
        self.description = description
    }
}
