import DesignTokens
import Domain
import Shifts

/// The organiser's forms for an event's shifts (`/events/EVENT/shifts/plan`), as `shifts add`,
/// `shifts volunteers add`, `shifts assign` and `shifts checkin | checkout` are on the command
/// line: each posts on its own; a refusal comes back beside the field it names, in the form
/// that was posted, with what was typed kept.
struct ShiftPlanPage {
    /// The plan's forms, each its own path under the event.
    enum Plan: String, CaseIterable, Sendable {
        case shift = "new-shift"
        case volunteer = "new-volunteer"
        case assign
        case attendance

        var names: [String] {
            switch self {
            case .shift: ["title", "starts", "ends", "place", "need"]
            case .volunteer: ["name", "email", "phone", "role", "household"]
            case .assign: ["shift", "volunteer", "role"]
            case .attendance: ["shift", "volunteer"]
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

    static func path(_ event: String, _ plan: Plan? = nil) -> String {
        "/events/" + EventPage.segment(event) + "/shifts/" + (plan?.rawValue ?? "plan")
    }

    var content: [Node] {
        let handle = event.handle.value
        let forms: [(Plan, String, [Form.Item], [Button])] = (plans ? [
            (.shift, "Add a shift", [field(.shift, "title", "Title"), dateTime(.shift, "starts", "Starts"), dateTime(.shift, "ends", "Ends"),
                                     field(.shift, "place", "Place"),
                                     field(.shift, "need", "Needs", hint: "Each role and how many, like Bar=2, Door=1")],
             [Button("Add the shift")]),
            (.volunteer, "Add a volunteer", [field(.volunteer, "name", "Name"), field(.volunteer, "email", "Email"),
                                             field(.volunteer, "phone", "Phone"),
                                             field(.volunteer, "role", "Roles", hint: "The roles they may take, like Bar, Door"),
                                             field(.volunteer, "household", "Household", hint: "Those of one household sign each other up")],
             [Button("Add the volunteer")]),
            (.assign, "Put a volunteer on a shift", [shiftChoice(.assign), volunteerChoice(.assign),
                                                     field(.assign, "role", "Role", hint: "Needed only when they could go as more than one")],
             [Button("Put them on it")]),
        ] : []) + [
            (.attendance, "Check a volunteer in or out", [shiftChoice(.attendance), volunteerChoice(.attendance)],
             [Button("Check in", name: "action", value: "in"), Button("Check out", name: "action", value: "out", kind: .secondary)]),
        ]
        return [.tag(.h1, text: plans ? "Plan the shifts" : "Check volunteers in")]
            + forms.map { plan, title, items, buttons in
                .tag(.section, [.class("card", "shift-plan"), .id(plan.rawValue)], [
                    .tag(.h2, text: title),
                    Form(action: Self.path(handle, plan), items: items, buttons: buttons, token: token, error: unplaced(plan)).node,
                ])
            }
            + [.tag(.p, [.class("page-links")], [Link("Back to the shifts", href: "/events/" + EventPage.segment(handle) + "/shifts").node])]
    }

    private func value(_ plan: Plan, _ name: String) -> String {
        posted == plan ? typed[name] ?? "" : ""
    }

    private func about(_ plan: Plan, _ name: String) -> String? {
        guard posted == plan, let error, error.field == name else { return nil }
        return error.reason
    }

    private func unplaced(_ plan: Plan) -> String? {
        guard posted == plan, let error, !plan.names.contains(error.field ?? "") else { return nil }
        return error.message
    }

    private func field(_ plan: Plan, _ name: String, _ label: String, hint: String? = nil) -> Form.Item {
        .field(Field(name, label: label, .text(value(plan, name)), id: "\(plan.rawValue)-\(name)", hint: hint, error: about(plan, name)))
    }

    private func dateTime(_ plan: Plan, _ name: String, _ label: String) -> Form.Item {
        .field(Field(name, label: label, .dateTime(value(plan, name), zone: event.timeZone.identifier), id: "\(plan.rawValue)-\(name)",
                     error: about(plan, name)))
    }

    private func shiftChoice(_ plan: Plan) -> Form.Item {
        let options = shifts.filter { !$0.cancelled }.map { Field.Option("\($0.number)", "#\($0.number) \($0.title), \(ZonedTime.display($0.starts, in: $0.zone))") }
        return .field(Field("shift", label: "Shift", .select(options, selected: value(plan, "shift")), id: "\(plan.rawValue)-shift",
                            error: about(plan, "shift")))
    }

    private func volunteerChoice(_ plan: Plan) -> Form.Item {
        let options = volunteers.map { Field.Option("\($0.number)", "#\($0.number) \($0.name)") }
        return .field(Field("volunteer", label: "Volunteer", .select(options, selected: value(plan, "volunteer")), id: "\(plan.rawValue)-volunteer",
                            error: about(plan, "volunteer")))
    }
}
