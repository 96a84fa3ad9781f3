public import Foundation

public typealias VolunteerRoleID = Identifier<VolunteerRole>

/// A kind of help an event's shifts need (the bar, the door, a first-aider): named per event.
/// One that needs approval takes only volunteers an organiser has confirmed in it.
public struct VolunteerRole: Hashable, Sendable, Codable {
    public let id: VolunteerRoleID
    public let eventID: EventID
    /// Unique within the event without regard to case.
    public var name: String
    public var needsApproval: Bool
    public let createdAt: Date

    public init(id: VolunteerRoleID, eventID: EventID, name: String, needsApproval: Bool = false, createdAt: Date) {
        self.id = id
        self.eventID = eventID
        self.name = name
        self.needsApproval = needsApproval
        self.createdAt = createdAt
    }

    /// What two names that differ only in case share.
    public var nameKey: String { name.lowercased() }
}
