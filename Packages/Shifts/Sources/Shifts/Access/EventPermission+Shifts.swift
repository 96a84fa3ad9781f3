public import Domain

/// Shifts' permissions, for `EventAccess`: every member sees the shifts and checks volunteers
/// in and out (staff run the door); the owner and organizers plan them and decide who works.
extension EventPermission {
    public static let seeShifts = everyMember
    static let checkInVolunteers = everyMember
    public static let manageShifts = EventPermission(roles: [.owner, .organizer], action: "change the event's shifts and volunteers")
}
