import DesignTokens
import Domain
import Shifts

/// The organiser's forms for an event's shifts (`/events/EVENT/shifts/plan`), one per command:
/// `shifts add | series | update | cancel`, `roles add | remove`, `volunteers add | approve |
/// forgive | link`, `assign | unassign | excuse`, `checkin | checkout`, `settings` and both
/// `import`s (a CSV file uploaded). Each posts
/// on its own; a refusal comes back beside the field it names, in the form that was posted, with
/// what was typed kept. Staff see only check-in.
struct ShiftPlanPage {
    /// The plan's forms, each its own path under the event.
    enum Plan: String, CaseIterable, Sendable {
        case shift = "new-shift"
        case series = "new-series"
        case change = "change-shift"
        case role = "roles"
        case volunteer = "new-volunteer"
        case approval
        case link = "volunteer-link"
        case assign
        case seat
        case attendance
        case settings
        case importShifts = "import-shifts"
        case importVolunteers = "import-volunteers"

        var names: [String] {
            switch self {
            case .shift: ["title", "starts", "ends", "place", "need"]
            case .series: ["title", "from", "until", "every", "length", "place", "need"]
            case .change: ["shift", "title", "starts", "ends", "place", "need"]
            case .role: ["role", "needs-approval"]
            case .volunteer: ["name", "email", "phone", "role", "household"]
            case .approval: ["volunteer", "role"]
            case .link: ["volunteer", "rotate"]
            case .assign: ["shift", "volunteer", "role"]
            case .seat, .attendance: ["shift", "volunteer"]
            case .settings: ["remind-before", "no-show-limit", "sign-up"]
            case .importShifts, .importVolunteers: ["file"]
            }
        }
    }

    let event: Event
    let shifts: [ShiftItem]
    let volunteers: [VolunteerItem]
    /// Whether the visitor plans shifts (the owner and organizers); staff check volunteers in.
    let plans: Bool
    let token: Form.Token
    var posted: Plan?
    var typed: [String: String] = [:]
    var error: DomainError?
    /// The event's settings, shown in their form.
    var settings: ShiftSettings?
    /// A volunteer's link just made: shown this once, as the store keeps only its digest.
    var madeLink: (name: String, link: String)?

    static func path(_ event: String, _ plan: Plan? = nil) -> String {
        "/events/" + EventPage.segment(event) + "/shifts/" + (plan?.rawValue ?? "plan")
    }

    var content: [Node] {
        let handle = event.handle.value
        let forms = (plans ? planning : []) + [
            (Plan.attendance, "Check a volunteer in or out", [shiftChoice(.attendance), volunteerChoice(.attendance)],
             [Button("Check in", name: "action", value: "in"), Button("Check out", name: "action", value: "out", kind: .secondary)]),
        ]
        return [.tag(.h1, text: plans ? "Plan the shifts" : "Check volunteers in"), made]
            + forms.map { plan, title, items, buttons in
                .tag(.section, [.class("card", "shift-plan"), .id(plan.rawValue)], [
                    .tag(.h2, text: title),
                    Form(action: Self.path(handle, plan), items: items, buttons: buttons, token: token, error: unplaced(plan)).node,
                ])
            }
            + [.tag(.p, [.class("page-links")], [Link("Back to the shifts", href: "/events/" + EventPage.segment(handle) + "/shifts").node,
                                                 .text(" · "), Link("Hours worked", href: ShiftsRoutes.hoursPath(handle)).node])]
    }

    /// The owner's and organizers' forms, in the order a plan is made.
    private var planning: [(Plan, String, [Form.Item], [Button])] {
        let needs = "Each role and how many, like Bar=2, Door=1"
        return [
            (.role, "Roles", [field(.role, "role", "Role"),
                              .field(Field("needs-approval", label: "Volunteers need an organiser's approval for it",
                                           .checkbox(checked: value(.role, "needs-approval") == "on"), id: "roles-needs-approval"))],
             [Button("Add the role", name: "action", value: "add"), Button("Remove the role", name: "action", value: "remove", kind: .secondary)]),
            (.shift, "Add a shift", [field(.shift, "title", "Title"), dateTime(.shift, "starts", "Starts"), dateTime(.shift, "ends", "Ends"),
                                     field(.shift, "place", "Place"), field(.shift, "need", "Needs", hint: needs)],
             [Button("Add the shift")]),
            (.series, "Add a series of shifts", [field(.series, "title", "Title"), dateTime(.series, "from", "From"), dateTime(.series, "until", "Until"),
                                                 field(.series, "every", "Every", hint: "How often one starts, like 4h or 1 day"),
                                                 field(.series, "length", "Length", hint: "How long each lasts, like 4h or 90m"),
                                                 field(.series, "place", "Place"), field(.series, "need", "Needs", hint: needs)],
             [Button("Add the series")]),
            (.change, "Change or cancel a shift", [shiftChoice(.change), field(.change, "title", "New title"),
                                                   dateTime(.change, "starts", "New start"), dateTime(.change, "ends", "New end"),
                                                   field(.change, "place", "New place"),
                                                   field(.change, "need", "New needs", hint: needs + "; Bar=0 lets a role go")],
             [Button("Save the changes", name: "action", value: "save"), Button("Cancel the shift", name: "action", value: "cancel", kind: .secondary)]),
            (.volunteer, "Add a volunteer", [field(.volunteer, "name", "Name"), field(.volunteer, "email", "Email"),
                                             field(.volunteer, "phone", "Phone"),
                                             field(.volunteer, "role", "Roles", hint: "The roles they may take, like Bar, Door"),
                                             field(.volunteer, "household", "Household", hint: "Those of one household sign each other up")],
             [Button("Add the volunteer")]),
            (.approval, "Approve a volunteer, or let them sign up again", [volunteerChoice(.approval),
                                                                          field(.approval, "role", "Role", hint: "The role to approve them for")],
             [Button("Approve for the role", name: "action", value: "approve"),
              Button("Let them sign up again despite their no-shows", name: "action", value: "forgive", kind: .secondary)]),
            (.link, "A volunteer's personal link", [volunteerChoice(.link),
                                                    .field(Field("rotate", label: "Replace the link they have (the old one stops working)",
                                                                 .checkbox(checked: value(.link, "rotate") == "on"), id: "volunteer-link-rotate"))],
             [Button("Make their link")]),
            (.assign, "Put a volunteer on a shift", [shiftChoice(.assign), volunteerChoice(.assign),
                                                     field(.assign, "role", "Role", hint: "Needed only when they could go as more than one")],
             [Button("Put them on it")]),
            (.seat, "Take a volunteer off a shift, or excuse a no-show", [shiftChoice(.seat), volunteerChoice(.seat)],
             [Button("Take them off", name: "action", value: "unassign"), Button("Excuse the no-show", name: "action", value: "excuse", kind: .secondary)]),
            (.settings, "Settings", settingsItems, [Button("Save the settings")]),
            (.importShifts, "Import shifts", [file(.importShifts, hint: "A CSV file with the columns title, starts, ends, place and needs; all rows or none")],
             [Button("Import the shifts")]),
            (.importVolunteers, "Import volunteers", [file(.importVolunteers, hint: "A CSV file with the columns name, email, phone, roles and household; all rows or none")],
             [Button("Import the volunteers")]),
        ]
    }

    private var settingsItems: [Form.Item] {
        let shown = { (name: String, current: String) in posted == .settings ? typed[name] ?? "" : current }
        let lead = settings.map { "\(Int($0.remindBefore / 60))m" } ?? ""
        return [
            .field(Field("remind-before", label: "Remind volunteers before each shift", .text(shown("remind-before", lead)), id: "settings-remind-before",
                         hint: "Like 24h or 90m", error: about(.settings, "remind-before"), attributes: focus(.settings, "remind-before"))),
            .field(Field("no-show-limit", label: "No-shows that stop a volunteer signing up",
                         .text(shown("no-show-limit", settings.map { String($0.noShowLimit) } ?? "")), id: "settings-no-show-limit",
                         error: about(.settings, "no-show-limit"), attributes: focus(.settings, "no-show-limit"))),
            .field(Field("sign-up", label: "Volunteers sign themselves up", .select([Field.Option("open", "Open"), Field.Option("closed", "Closed")],
                                                                                  selected: shown("sign-up", settings?.signUpOpen == false ? "closed" : "open")),
                         id: "settings-sign-up", error: about(.settings, "sign-up"), attributes: focus(.settings, "sign-up"))),
        ]
    }

    /// A link just made, shown once above the forms.
    private var made: Node {
        guard let madeLink else { return .empty }
        return .tag(.section, [.class("card", "made-link"), .id("made-link"), .role("status")], [
            .tag(.h2, text: "\(madeLink.name)'s personal link"),
            .tag(.p, [], [.tag(.code, [.id("volunteer-link")], text: madeLink.link)]),
            .tag(.p, [.class("hint")], text: "Shown this once: RushDay keeps only a digest of it. Send it to them; to show one again, make a new one."),
        ])
    }

    private func value(_ plan: Plan, _ name: String) -> String {
        posted == plan ? typed[name] ?? "" : ""
    }

    private func about(_ plan: Plan, _ name: String) -> String? {
        guard posted == plan, let error, error.field == name else { return nil }
        return error.reason
    }

    /// The field refused takes the focus, so a phone scrolls the long page to it.
    private func focus(_ plan: Plan, _ name: String) -> [Attribute] {
        about(plan, name) == nil ? [] : [.flag(.autofocus)]
    }

    private func unplaced(_ plan: Plan) -> String? {
        guard posted == plan, let error, !plan.names.contains(error.field ?? "") else { return nil }
        return error.message
    }

    private func field(_ plan: Plan, _ name: String, _ label: String, hint: String? = nil) -> Form.Item {
        .field(Field(name, label: label, .text(value(plan, name)), id: "\(plan.rawValue)-\(name)", hint: hint, error: about(plan, name),
                     attributes: focus(plan, name)))
    }

    private func file(_ plan: Plan, hint: String) -> Form.Item {
        .field(Field("file", label: "CSV file", .file(accept: ".csv,text/csv"), id: "\(plan.rawValue)-file", hint: hint, error: about(plan, "file"),
                     attributes: focus(plan, "file")))
    }

    private func dateTime(_ plan: Plan, _ name: String, _ label: String) -> Form.Item {
        .field(Field(name, label: label, .dateTime(value(plan, name), zone: event.timeZone.identifier), id: "\(plan.rawValue)-\(name)",
                     error: about(plan, name), attributes: focus(plan, name)))
    }

    private func shiftChoice(_ plan: Plan) -> Form.Item {
        let options = shifts.filter { !$0.cancelled }.map { Field.Option("\($0.number)", "#\($0.number) \($0.title), \(ZonedTime.display($0.starts, in: $0.zone))") }
        return .field(Field("shift", label: "Shift", .select(options, selected: value(plan, "shift")), id: "\(plan.rawValue)-shift",
                            error: about(plan, "shift"), attributes: focus(plan, "shift")))
    }

    private func volunteerChoice(_ plan: Plan) -> Form.Item {
        let options = volunteers.map { Field.Option("\($0.number)", "#\($0.number) \($0.name)") }
        return .field(Field("volunteer", label: "Volunteer", .select(options, selected: value(plan, "volunteer")), id: "\(plan.rawValue)-volunteer",
                            error: about(plan, "volunteer"), attributes: focus(plan, "volunteer")))
    }
}
