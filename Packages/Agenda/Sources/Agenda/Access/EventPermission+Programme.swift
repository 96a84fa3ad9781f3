public import Domain

/// Agenda's permissions, for `EventAccess`: staff read an event's programme; the owner and
/// organizers change it.
extension EventPermission {
    static let readProgramme = everyMember
    public static let changeProgramme = EventPermission(roles: [.owner, .organizer], action: "change the programme")
}
