public import Foundation

/// Someone invited to an event, with their answer.
public struct Guest: Hashable, Sendable, Codable {
    public let id: GuestID
    public let eventID: EventID
    public var name: String
    public var email: EmailAddress?
    public var rsvp: RSVPStatus
    public var plusOnes: Int
    public var notes: String?
    public let createdAt: Date
    public var respondedAt: Date?

    public init(id: GuestID, eventID: EventID, name: String, email: EmailAddress?, rsvp: RSVPStatus = .invited,
                plusOnes: Int = 0, notes: String? = nil, createdAt: Date, respondedAt: Date? = nil) {
        self.id = id
        self.eventID = eventID
        self.name = name
        self.email = email
        self.rsvp = rsvp
        self.plusOnes = plusOnes
        self.notes = notes
        self.createdAt = createdAt
        self.respondedAt = respondedAt
    }
}

public enum RSVPStatus: String, CaseIterable, Hashable, Sendable, Codable {
    case invited, accepted, declined, maybe
}
