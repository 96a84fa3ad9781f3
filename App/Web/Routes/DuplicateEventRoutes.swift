import DesignTokens
import Domain
import Events
import WebServer

/// `/events/EVENT/duplicate`: the form, and its post, which calls the same use case as
/// `events duplicate`. Success goes to the new event's page, saying so; a refusal about what was
/// typed is drawn on the form with it kept (422), any other as every page's.
enum DuplicateEventRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/duplicate", face) { request, visit throws(DomainError) in
            // Refused to staff as its post is, rather than a form that can only be refused.
            let event = try await EventAccess(visit.container).event(request.parameters["event"] ?? "", for: .duplicateEvent)
            return DuplicateEventForm(source: event).page(token: visit.token)
        }
        forms.post("/events/:event/duplicate", face) { request, visit throws(DomainError) in
            let copy = try await DuplicateEvent(visit.container).execute(DuplicateEventForm.request(request.parameters["event"] ?? "", request.form))
            return "/events/" + EventPage.segment(copy.created.event.handle.value) + "?done=duplicated"
        } redraw: { request, visit, error throws(DomainError) in
            let event = try await EventAccess(visit.container).event(request.parameters["event"] ?? "", for: .everyMember)
            return DuplicateEventForm(source: event, typed: request.form, error: error).page(token: visit.token)
        }
        routes.add(forms)
        return routes
    }
}
