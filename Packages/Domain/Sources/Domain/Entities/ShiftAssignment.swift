public import Foundation

public typealias ShiftAssignmentID = Identifier<ShiftAssignment>

/// A volunteer on a shift in one role, and what happened at it.
public struct ShiftAssignment: Hashable, Sendable, Codable {
    public let id: ShiftAssignmentID
    public let eventID: EventID
    public let shift: ShiftID
    public let volunteer: VolunteerID
    public let role: VolunteerRoleID
    public let assignedAt: Date
    public var checkedInAt: Date?
    public var checkedOutAt: Date?
    /// An organiser forgave the shift missed: it is not a no-show.
    public var excusedAt: Date?
    /// An organiser let the volunteer sign up again despite this no-show: it is still one, but
    /// no longer stops them.
    public var forgivenAt: Date?
    /// The reminder queued for this shift, once; cleared when the shift's start moves, so the
    /// reminder goes again for the new time (the one queued before is withdrawn).
    public var reminderMessage: MailMessageID?

    public init(id: ShiftAssignmentID, eventID: EventID, shift: ShiftID, volunteer: VolunteerID, role: VolunteerRoleID,
                assignedAt: Date, checkedInAt: Date? = nil, checkedOutAt: Date? = nil, excusedAt: Date? = nil, forgivenAt: Date? = nil,
                reminderMessage: MailMessageID? = nil) {
        self.id = id
        self.eventID = eventID
        self.shift = shift
        self.volunteer = volunteer
        self.role = role
        self.assignedAt = assignedAt
        self.checkedInAt = checkedInAt
        self.checkedOutAt = checkedOutAt
        self.excusedAt = excusedAt
        self.forgivenAt = forgivenAt
        self.reminderMessage = reminderMessage
    }
}
