/// A next step that an error or an answer points to, as data: the CLI shows the command that
/// takes it ("see your events with 'rushday events list'"), the web a link or the plain words
/// of `description` ("see your events"). Carries the values the step needs. No feature or
/// Domain text names a command; it names the step, and the face words it.
public enum NextStep: Sendable, Equatable, CustomStringConvertible {
    // After an error; the words are a clause that follows "; ".
    case listEvents
    case listGuests(event: Handle)
    case listMembers(event: Handle)
    case listExpenses(event: Handle)
    case listTicketTypes(event: Handle)
    case listDoors(event: Handle)
    /// The tickets of an event not known yet (the lookup spans every event of the user).
    case listTickets
    case listSessions(event: Handle)
    case listTasks(event: Handle)
    case listTaskTemplates
    case listShifts(event: Handle)
    case listVolunteers(event: Handle)
    case listVolunteerRoles(event: Handle)
    /// The person named has no account yet.
    case signUp
    case signIn
    /// The event ended: it needs new start and end times before it can be published.
    case rescheduleEvent(Handle)
    case createPool
    /// Change the guest's named plus-ones before their party.
    case updateGuest
    /// A ticket key file comes from exporting the event's key.
    case exportKey
    /// A personal link is kept only as a digest: showing it again means making a new one.
    case rotateGuestLink(event: Handle, guest: Handle)
    case rotateVolunteerLink(event: Handle, volunteer: Int)
    /// Mail needs a server and a sender first.
    case setUpMail
    /// The machine that sends has no password for the mail server.
    case giveMailPassword

    // After an answer; the words are a sentence, or a parenthesis that ends one.
    case createEvent
    /// A filtered list came out empty; without the filter it may not be.
    case listAllEvents
    case publishEvent(Handle)
    /// Tickets still valid after their guest left; a door admits them until cancelled.
    case cancelTickets
    case addTicketType
    case addSession(event: Handle)
    case addTask(event: Handle)
    /// The viewer's zone differs from the event's; both can be shown side by side.
    case showBothZones
    /// The guest's personal link was revoked (their email changed); a new one can be made.
    case makeGuestLink(event: Handle, guest: Handle)
    /// Mail was queued: it goes with the next send, and the outbox shows it.
    case sendMail(event: Handle)
    /// An event's outbox is empty.
    case inviteGuests(event: Handle)
    case scheduleReminder(event: Handle)
    /// Guests with another status were left out of invitations (the first such status named).
    case inviteOthers(event: Handle, status: RSVPStatus)
    /// Some mail failed: the outbox says why.
    case showFailedMail

    /// The step in plain words, for a face without commands.
    public var description: String {
        switch self {
        case .listEvents: "see your events"
        case .listGuests, .listExpenses, .listTicketTypes, .listTickets, .listSessions, .listDoors, .listTasks, .listTaskTemplates, .listShifts, .listVolunteers, .listVolunteerRoles: "see them"
        case .listMembers: "see who is a member"
        case .signUp: "they must sign up first"
        case .signIn: "sign in first"
        case .rescheduleEvent: "give it new start and end times first"
        case .createPool: "create the pool first"
        case .updateGuest: "change them first"
        case .exportKey: "export the event's ticket key to make one"
        case .rotateGuestLink, .rotateVolunteerLink: "make a new one to show; the old one then stops working"
        case .setUpMail: "set up the mail server and sender first"
        case .giveMailPassword: "give it on the machine that sends"
        case .createEvent: "Create one."
        case .listAllEvents: "Clear the filter to see all."
        case .publishEvent: "Publish it when it is ready."
        case .cancelTickets: "(cancel them to stop that)"
        case .addTicketType, .addSession, .addTask: "Add one."
        case .showBothZones: "Both can be shown side by side."
        case .makeGuestLink: "Make a new link for them when they need one."
        case .sendMail: "They go out with the next send; the event's outbox shows each."
        case .inviteGuests: "Invite guests first."
        case .scheduleReminder: "Schedule one."
        case .inviteOthers: "Choose their status, or name them, to invite them too (their page shows their answer)."
        case .showFailedMail: "The event's outbox says why."
        }
    }
}
