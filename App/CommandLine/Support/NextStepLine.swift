import Domain

/// The command that takes a next step, as the terminal shows it: Domain and the features say
/// what the step is ("see your events"), the App knows the command line that does it.
enum NextStepLine {
    static func text(for step: NextStep) -> String {
        switch step {
        case .listEvents: "see your events with 'rushday events list'"
        case let .listGuests(event): "see them with 'rushday guests list \(event)'"
        case let .listMembers(event): "see who is with 'rushday events members list \(event)'"
        case let .listExpenses(event): "see them with 'rushday expenses list \(event)'"
        case let .listTicketTypes(event): "see them with 'rushday tickets types list \(event)'"
        case let .listDoors(event): "see them with 'rushday tickets door list \(event)'"
        case .listTickets: "see them with 'rushday tickets list EVENT'"
        case let .listSessions(event): "see them with 'rushday agenda list \(event)'"
        case let .listTasks(event): "see them with 'rushday tasks list \(event)'"
        case let .listShifts(event): "see them with 'rushday shifts list \(event)'"
        case let .listVolunteers(event): "see them with 'rushday shifts volunteers list \(event)'"
        case let .listVolunteerRoles(event): "see them with 'rushday shifts roles list \(event)'"
        case .listTaskTemplates: "see them with 'rushday tasks template list'"
        case .signUp: "they must run 'rushday auth signup' first"
        case .signIn: "run 'rushday auth login --email EMAIL' first"
        case let .rescheduleEvent(event): "give it new start and end times with 'rushday events update \(event)' first"
        case .createPool: "create it with 'rushday tickets pools set'"
        case .updateGuest: "change them with 'rushday guests update'"
        case .exportKey: "make one with 'rushday tickets key export EVENT > FILE'"
        case let .rotateGuestLink(event, guest): "show a new one with 'rushday guests link \(event) \(guest) --rotate'; the old one then stops working"
        case let .rotateVolunteerLink(event, volunteer): "show a new one with 'rushday shifts volunteers link \(event) \(volunteer) --rotate'; the old one then stops working"
        case .setUpMail: "set it up with 'rushday mail setup --smtp smtp://USER@HOST --from \"Name <address>\"'"
        case .giveMailPassword: "set RUSHDAY_SMTP_PASSWORD, or give it with 'rushday mail setup ... --password-stdin'"
        case .createEvent: "Create one with: rushday events create TITLE --starts ... --ends ... --timezone ZONE"
        case .listAllEvents: "`rushday events list` shows all."
        case let .publishEvent(event): "Publish it with: rushday events publish \(event)"
        case .cancelTickets: "(rushday tickets cancel REFERENCE)"
        case .addTicketType: "Add one with 'rushday tickets types add'."
        case let .addSession(event): "Add one with 'rushday agenda add \(event) TITLE --starts TIME --ends TIME'."
        case let .addTask(event): "Add one with 'rushday tasks add \(event) TITLE --due \"3 days before start\"'."
        case .showBothZones: "Add --tz local to see both."
        case let .makeGuestLink(event, guest): "Make a new one with 'rushday guests link \(event) \(guest)'."
        case let .sendMail(event): "They go with 'rushday mail send', or at once under 'rushday serve'; see them with 'rushday mail outbox \(event)'."
        case let .inviteGuests(event): "Invite guests with 'rushday guests invite \(event)'."
        case let .scheduleReminder(event): "Schedule one with 'rushday mail remind \(event) --before 24h'."
        case let .inviteOthers(event, status):
            "Invite them too (their page shows their answer) with 'rushday guests invite \(event) --status \(status)', a status at a time, or name them."
        case .showFailedMail: "See why with 'rushday mail outbox EVENT --status failed'."
        }
    }
}

extension FaceWords {
    /// The terminal's words: a field as its option, a step as its command.
    static let terminal = FaceWords(field: { "--" + $0 }, step: NextStepLine.text)
}
