import DesignTokens
import Domain
import Shifts
import WebServer

/// The organiser's forms for shifts (`ShiftPlanPage`), each from the same use case as its
/// command; a success goes back to the Shifts tab saying what was done, whose grid shows it (a
/// volunteer's link is shown on the plan page itself, once).
enum ShiftPlanRoutes {
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
        post(&forms, face, .series) { form, event, container throws(DomainError) in
            _ = try await AddShiftSeries(container).execute(AddShiftSeriesRequest(
                event: event, title: form["title"] ?? "", from: form["from"] ?? "", until: form["until"] ?? "", every: form["every"] ?? "",
                length: form["length"] ?? "", place: form.given("place"), needs: ListInput.items(form["need"])))
            return .addedSeries
        }
        post(&forms, face, .change) { form, event, container throws(DomainError) in
            let shift = form["shift"] ?? ""
            if form["action"] == "cancel" {
                _ = try await CancelShift(container).execute(event: event, shift: shift)
                return .cancelledShift
            }
            _ = try await UpdateShift(container).execute(UpdateShiftRequest(
                event: event, shift: shift, title: form.given("title"), place: form.given("place"), starts: form.given("starts"),
                ends: form.given("ends"), needs: ListInput.items(form["need"])))
            return .changedShift
        }
        post(&forms, face, .role) { form, event, container throws(DomainError) in
            if form["action"] == "remove" {
                _ = try await RemoveVolunteerRole(container).execute(event: event, name: form["role"] ?? "")
                return .removedRole
            }
            _ = try await AddVolunteerRole(container).execute(AddVolunteerRoleRequest(event: event, name: form["role"] ?? "",
                                                                                     needsApproval: form["needs-approval"] == "on"))
            return .addedRole
        }
        post(&forms, face, .approval) { form, event, container throws(DomainError) in
            let volunteer = form["volunteer"] ?? ""
            if form["action"] == "forgive" {
                _ = try await ForgiveNoShows(container).execute(event: event, volunteer: volunteer)
                return .forgiven
            }
            _ = try await ApproveVolunteer(container).execute(event: event, volunteer: volunteer, role: form["role"] ?? "")
            return .approved
        }
        post(&forms, face, .seat) { form, event, container throws(DomainError) in
            if form["action"] == "excuse" {
                _ = try await ExcuseNoShow(container).execute(seat(form, event))
                return .excused
            }
            _ = try await UnassignVolunteer(container).execute(seat(form, event))
            return .unassigned
        }
        post(&forms, face, .settings) { form, event, container throws(DomainError) in
            _ = try await ChangeShiftSettings(container).execute(ShiftSettingsRequest(
                event: event, remindBefore: form.given("remind-before"), noShowLimit: form.given("no-show-limit"), signUp: form.given("sign-up")))
            return .changedSettings
        }
        importForm(&forms, face, .importShifts) { source, event, container throws(DomainError) in
            _ = try await ImportShifts(container).execute(event: event, source: source)
            return .importedShifts
        }
        importForm(&forms, face, .importVolunteers) { source, event, container throws(DomainError) in
            _ = try await ImportVolunteers(container).execute(event: event, source: source)
            return .importedVolunteers
        }
        // The link is the answer's page itself: a secret never goes into an address.
        forms.post("/events/:event/shifts/" + ShiftPlanPage.Plan.link.rawValue, face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let made = try await MakeVolunteerLink(visit.container).execute(event: event, volunteer: request.form["volunteer"] ?? "",
                                                                            rotate: request.form["rotate"] == "on")
            return .page(try await page(request, visit, madeLink: (made.name, VolunteerAddress.page(WebAnswer.origin(request), secret: made.secret))))
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: .link, error: error)
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
                             _ change: @escaping @Sendable ([String: String], String, any WebContainer) async throws(DomainError) -> ShiftPlanDone) {
        forms.post("/events/:event/shifts/" + plan.rawValue, face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let done = try await change(request.form, event, visit.container)
            return "/events/" + EventPage.segment(event) + "/shifts?done=" + done.rawValue
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: plan, error: error)
        }
    }

    /// An import's POST: the CSV file posted read as the command reads its file (all rows or
    /// none); no file, or one cut short or too large, refused beside the file field.
    private static func importForm(_ forms: inout FormRoutes, _ face: WebFace, _ plan: ShiftPlanPage.Plan,
                                   _ change: @escaping @Sendable (any TableSource, String, any WebContainer) async throws(DomainError) -> ShiftPlanDone) {
        forms.post("/events/:event/shifts/" + plan.rawValue, face, uploads: WebUploads(limit: importLimit, folder: face.shared.uploadFolder)) {
            request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            switch request.uploadProblem {
            case .tooLarge?: throw .invalid(field: "file", message: "is larger than \(importLimit >> 20) MB")
            case .incomplete?, .malformed?: throw .invalid(field: "file", message: "did not arrive whole; choose it again")
            case nil: break
            }
            guard let file = request.file("file"), file.size > 0 else { throw .invalid(field: "file", message: "is missing; choose a CSV file") }
            let done = try await change(visit.container.table(at: file.path, named: file.fileName, options: TableFileOptions()), event, visit.container)
            return "/events/" + EventPage.segment(event) + "/shifts?done=" + done.rawValue
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: plan, error: error)
        }
    }

    /// The largest file an import takes: thousands of rows.
    private static let importLimit = 5 << 20

    private static func page(_ request: WebRequest, _ visit: Visit, posted: ShiftPlanPage.Plan? = nil, error: DomainError? = nil,
                             madeLink: (name: String, link: String)? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .seeShifts)
        let role = await EventPage.role(event, visit)
        let shifts = try await ListShifts(visit.container).execute(ListShiftsRequest(event: event))
        let volunteers = try await ListVolunteers(visit.container).execute(event: event)
        let plans = EventPermission.manageShifts.allows(role)
        var plan = ShiftPlanPage(event: opened, shifts: shifts.shifts, volunteers: volunteers, plans: plans,
                                 token: visit.token, posted: posted, typed: error == nil ? [:] : request.form, error: error)
        plan.settings = plans ? try await ShowShiftSettings(visit.container).execute(event: event).settings : nil
        plan.madeLink = madeLink
        return EventPage.frame(event, tab: "shifts", visit: visit, role: role)(plan.content)
    }
}
