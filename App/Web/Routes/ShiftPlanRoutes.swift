import DesignTokens
import Domain
import Shifts
import WebServer

/// The organiser's forms for shifts (`ShiftPlanPage`), each from the same use case as its
/// command; a success goes back to the Shifts tab saying what was done, whose grid shows it.
enum ShiftPlanRoutes {
    /// What a plan's form did, said at the top of the Shifts tab it lands on.
    enum Done: String {
        case addedShift = "shift-added", addedVolunteer = "volunteer-added", assigned, checkedIn = "checked-in", checkedOut = "checked-out"

        var notice: String {
            switch self {
            case .addedShift: "The shift is added."
            case .addedVolunteer: "The volunteer is added."
            case .assigned: "The volunteer is on the shift."
            case .checkedIn: "Checked in."
            case .checkedOut: "Checked out."
            }
        }
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/shifts/plan", face) { request, visit throws(DomainError) in
            try await page(request, visit)
        }
        post(&forms, face, .shift) { form, event, container throws(DomainError) in
            _ = try await AddShift(container).execute(AddShiftRequest(event: event, title: form["title"] ?? "", starts: form["starts"] ?? "",
                                                                     ends: form["ends"] ?? "", place: form.given("place"), needs: ListInput.items(form["need"])))
            return .addedShift
        }
        post(&forms, face, .volunteer) { form, event, container throws(DomainError) in
            _ = try await AddVolunteer(container).execute(AddVolunteerRequest(event: event, name: form["name"] ?? "", email: form.given("email"),
                                                                             phone: form.given("phone"), roles: ListInput.items(form["role"]),
                                                                             household: form.given("household")))
            return .addedVolunteer
        }
        post(&forms, face, .assign) { form, event, container throws(DomainError) in
            _ = try await AssignVolunteer(container).execute(seat(form, event))
            return .assigned
        }
        post(&forms, face, .attendance) { form, event, container throws(DomainError) in
            if form["action"] == "out" {
                _ = try await CheckOutVolunteer(container).execute(seat(form, event))
                return .checkedOut
            }
            _ = try await CheckInVolunteer(container).execute(seat(form, event))
            return .checkedIn
        }
        routes.add(forms)
        return routes
    }

    private static func seat(_ form: [String: String], _ event: String) -> ShiftSeatRequest {
        ShiftSeatRequest(event: event, shift: form["shift"] ?? "", volunteer: form["volunteer"] ?? "", role: form.given("role"))
    }

    /// One plan's POST: done, to the Shifts tab with what was done said on it; refused, the plan
    /// page again with the refusal in that form.
    private static func post(_ forms: inout FormRoutes, _ face: WebFace, _ plan: ShiftPlanPage.Plan,
                             _ change: @escaping @Sendable ([String: String], String, any WebContainer) async throws(DomainError) -> Done) {
        forms.post("/events/:event/shifts/" + plan.rawValue, face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let done = try await change(request.form, event, visit.container)
            return "/events/" + EventPage.segment(event) + "/shifts?done=" + done.rawValue
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: plan, error: error)
        }
    }

    private static func page(_ request: WebRequest, _ visit: Visit, posted: ShiftPlanPage.Plan? = nil,
                             error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .seeShifts)
        let role = await EventPage.role(event, visit)
        let shifts = try await ListShifts(visit.container).execute(ListShiftsRequest(event: event))
        let volunteers = try await ListVolunteers(visit.container).execute(event: event)
        let plan = ShiftPlanPage(event: opened, shifts: shifts.shifts, volunteers: volunteers, plans: EventPermission.manageShifts.allows(role),
                                 token: visit.token, posted: posted, typed: error == nil ? [:] : request.form, error: error)
        return EventPage.frame(event, tab: "shifts", visit: visit, role: role)(plan.content)
    }
}
