public import Domain

/// Mail's permission, for `EventAccess`: an event's mail is its owner's and organizers' business.
extension EventPermission {
    public static let mail = EventPermission(roles: [.owner, .organizer], action: "read or send an event's mail")
}
