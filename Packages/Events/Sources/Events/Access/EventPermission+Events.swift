public import Domain

/// Events' permissions, for `EventAccess`: the owner may do everything; organizers all but
/// delete an event past its draft, because its guests, tickets and expenses go with it; staff
/// (the door) only view.
extension EventPermission {
    static let viewEvent = everyMember
    public static let editEvent = EventPermission(roles: [.owner, .organizer], action: "edit this event")
    public static let changeEventStatus = EventPermission(roles: [.owner, .organizer], action: "change this event's status")
    public static let manageMembers = EventPermission(roles: [.owner, .organizer], action: "manage members")
    /// Who changed what holds the team's emails and every field's old values: not the door's.
    public static let readLog = EventPermission(roles: [.owner, .organizer], action: "read this event's log")
    static let deleteDraft = EventPermission(roles: [.owner, .organizer], action: "delete this event")
    static let forceDelete = EventPermission(roles: [.owner], action: "delete an event that is not a draft")
}

extension EventPermission {
    /// A copy carries the budget and ticket prices, which staff do not see.
    public static let duplicateEvent = EventPermission(roles: [.owner, .organizer], action: "duplicate this event")
}
