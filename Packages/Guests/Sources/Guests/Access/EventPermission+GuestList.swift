public import Domain

/// Guests' permissions, for `EventAccess`: staff (the door) read an event's guest list; the
/// owner and organizers change it.
extension EventPermission {
    static let readGuestList = everyMember
    public static let changeGuestList = EventPermission(roles: [.owner, .organizer], action: "change the guest list")
}
