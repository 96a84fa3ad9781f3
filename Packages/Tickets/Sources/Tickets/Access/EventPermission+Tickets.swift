public import Domain

/// Tickets' permissions, for `EventAccess`: staff (the door) read tickets and check people in;
/// the owner and organizers also issue, cancel and edit the types. Staff are told what they may
/// still do, since they work the same pages.
extension EventPermission {
    static let readTickets = everyMember
    static let checkIn = everyMember
    public static let manageTickets = EventPermission(
        roles: [.owner, .organizer],
        refusal: "staff may check tickets in and read them, but not issue, cancel or change ticket types; ask the event's owner or an organizer")
}
