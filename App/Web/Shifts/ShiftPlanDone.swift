/// What a plan's form did (`ShiftPlanRoutes`), said at the top of the Shifts tab it lands on.
enum ShiftPlanDone: String {
    case addedShift = "shift-added", addedSeries = "series-added", changedShift = "shift-changed", cancelledShift = "shift-cancelled"
    case addedRole = "role-added", removedRole = "role-removed"
    case addedVolunteer = "volunteer-added", approved, forgiven
    case assigned, unassigned, excused
    case checkedIn = "checked-in", checkedOut = "checked-out"
    case changedSettings = "settings-changed"
    case importedShifts = "shifts-imported", importedVolunteers = "volunteers-imported"

    var notice: String {
        switch self {
        case .addedShift: "The shift is added."
        case .addedSeries: "The series of shifts is added."
        case .changedShift: "The shift is changed; its volunteers with an email are told."
        case .cancelledShift: "The shift is cancelled; its volunteers with an email are told."
        case .addedRole: "The role is added."
        case .removedRole: "The role is removed."
        case .addedVolunteer: "The volunteer is added."
        case .approved: "The volunteer is approved for the role."
        case .forgiven: "The volunteer may sign up again."
        case .assigned: "The volunteer is on the shift."
        case .unassigned: "The volunteer is off the shift."
        case .excused: "The no-show is excused."
        case .checkedIn: "Checked in."
        case .checkedOut: "Checked out."
        case .changedSettings: "The shift settings are saved."
        case .importedShifts: "The shifts are imported."
        case .importedVolunteers: "The volunteers are imported."
        }
    }
}
