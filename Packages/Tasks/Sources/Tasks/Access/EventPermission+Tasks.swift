public import Domain

/// Tasks' permissions, for `EventAccess`: every member sees the checklist (and staff tick the
/// tasks assigned to them, a rule of `MarkTask`); the owner and organizers change it.
extension EventPermission {
    static let seeTasks = everyMember
    public static let manageTasks = EventPermission(roles: [.owner, .organizer], action: "change the event's tasks")
}
