import Agenda
import DesignTokens
import Domain
import WebServer

/// An event's sessions in the organiser's browser, from the same use cases as `agenda add |
/// show | update | remove`: the add form (`/events/EVENT/new-session`), a session's page with the
/// conflicts it is part of (where a save lands, so its conflicts are seen as it is saved), its
/// edit form and its removal after a page that asks. "Refuse it if it conflicts" is `--strict`:
/// the conflict is then refused beside the form and nothing is saved; one session's calendar file
/// (`agenda export --session`). Staff read the sessions
/// and are refused the forms (403).
enum SessionRoutes {
    static func newPath(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/new-session"
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/new-session", face) { request, visit throws(DomainError) in
            try await newPage(request, visit)
        }
        forms.post("/events/:event/new-session", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let added = try await AddSession(visit.container).execute(try SessionForm.addition(request.form, event: event))
            return SessionPage.path(added.event.handle.value, added.session.handle.value) + "?done=added"
        } redraw: { request, visit, error throws(DomainError) in
            try await newPage(request, visit, error: error)
        }
        routes.page("/events/:event/sessions/:session", face) { request, visit throws(DomainError) in
            let said = ["added": "The session is added.", "updated": "The session is saved.", "unchanged": "Nothing to change: the session is as it was."]
            let shown = try await ShowSession(visit.container).execute(reference(request))
            let event = request.parameters["event"] ?? ""
            let role = await EventPage.role(event, visit)
            let page = SessionPage(session: shown, mayChange: EventPermission.changeProgramme.allows(role))
            return EventPage.frame(event, tab: "agenda", visit: visit, notice: request.query["done"].flatMap { said[$0] }.map { Notice($0) },
                                   role: role)(page.content)
        }
        routes.get("/events/:event/sessions/:session/calendar.ics") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let asked = reference(request)
                let calendar = try await ExportAgenda(visit.container).execute(ExportAgendaRequest(event: asked.event, session: asked.session))
                let text = visit.container.calendarWriter.ics(calendar.entries, name: calendar.name, stampedAt: calendar.stampedAt)
                return visit.finish(WebAnswer.file(Array(text.utf8), type: "text/calendar; charset=utf-8",
                                                   name: "\(calendar.event.handle.value)-\(WebAnswer.downloadName(asked.session)).ics"))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.page("/events/:event/sessions/:session/edit", face) { request, visit throws(DomainError) in
            try await editPage(request, visit)
        }
        forms.post("/events/:event/sessions/:session/edit", face) { request, visit throws(DomainError) in
            let (event, session) = (request.parameters["event"] ?? "", request.parameters["session"] ?? "")
            do throws(DomainError) {
                let updated = try await UpdateSession(visit.container).execute(try SessionForm.change(request.form, event: event, session: session))
                return SessionPage.path(updated.event.handle.value, updated.session.handle.value) + "?done=updated"
            } catch where error == .nothingToChange {
                return SessionPage.path(event, session) + "?done=unchanged"
            }
        } redraw: { request, visit, error throws(DomainError) in
            try await editPage(request, visit, error: error)
        }
        routes.page("/events/:event/sessions/:session/remove", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            _ = try await EventAccess(visit.container).event(event, for: .changeProgramme)
            return SessionPage.removal(try await ShowSession(visit.container).execute(reference(request)), token: visit.token)
        }
        forms.post("/events/:event/sessions/:session/remove", face) { request, visit throws(DomainError) in
            let removed = try await RemoveSession(visit.container).execute(reference(request))
            return AgendaRoutes.path(removed.event.handle.value) + "?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            SessionPage.removal(try await ShowSession(visit.container).execute(reference(request)), token: visit.token, error: error)
        }
        routes.add(forms)
        return routes
    }

    private static func reference(_ request: WebRequest) -> SessionReference {
        SessionReference(event: request.parameters["event"] ?? "", session: request.parameters["session"] ?? "")
    }

    /// The add form, refused to staff as its post is.
    private static func newPage(_ request: WebRequest, _ visit: Visit, error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .changeProgramme)
        let form = SessionForm(event: opened, values: error == nil ? [:] : request.form, error: error)
        return await EventPage.page(event, tab: "agenda", visit: visit)([
            .tag(.h1, text: "Add a session"),
            Form(action: newPath(event), items: form.items, buttons: [Button("Add the session")], token: visit.token, error: form.unplaced).node,
            .tag(.p, [.class("page-links")], [Link("Back to the agenda", href: AgendaRoutes.path(event)).node]),
        ])
    }

    private static func editPage(_ request: WebRequest, _ visit: Visit, error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .changeProgramme)
        let shown = try await ShowSession(visit.container).execute(reference(request))
        let form = SessionForm(event: opened, session: shown.session, values: error == nil ? [:] : request.form, error: error)
        let path = SessionPage.path(opened.handle.value, shown.session.handle.value)
        return await EventPage.page(event, tab: "agenda", visit: visit)([
            .tag(.h1, text: "Edit \(shown.session.title)"),
            Form(action: path + "/edit", items: form.items, buttons: [Button("Save the session")], token: visit.token, error: form.unplaced).node,
            .tag(.p, [.class("page-links")], [Link("Back to the session", href: path).node]),
        ])
    }
}
