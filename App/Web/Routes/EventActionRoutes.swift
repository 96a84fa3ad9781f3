import DesignTokens
import Domain
import Events
import WebServer

/// `/events/EVENT/publish | cancel | complete | delete`: a page that says what the action does,
/// and its form, which calls the same use case as the command. A refusal is drawn on that page
/// (422); success goes back to the event's page, or to the events after a deletion, saying so.
enum EventActionRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        for action in EventAction.allCases {
            routes.page("/events/:event/" + action.rawValue, face) { request, visit throws(DomainError) in
                // Refused to staff as its post is, rather than a confirmation that can only be refused.
                action.confirmation(try await EventAccess(visit.container).event(request.parameters["event"] ?? "", for: .changeEventStatus),
                                    token: visit.token)
            }
            forms.post("/events/:event/" + action.rawValue, face) { request, visit throws(DomainError) in
                try await act(action, on: try await event(request, visit), form: request.form, visit)
            } redraw: { request, visit, error throws(DomainError) in
                action.confirmation(try await event(request, visit), token: visit.token, typed: request.form, error: error)
            }
        }
        routes.add(forms)
        return routes
    }

    /// The event the form names, read for a member; the use case checks what their role allows.
    private static func event(_ request: WebRequest, _ visit: Visit) async throws(DomainError) -> Event {
        try await EventAccess(visit.container).event(request.parameters["event"] ?? "", for: .everyMember)
    }

    /// Does it, and says where the browser goes next.
    private static func act(_ action: EventAction, on event: Event, form: [String: String], _ visit: Visit) async throws(DomainError) -> String {
        let handle = event.handle.value
        guard let target = action.target else {
            guard form["confirm"]?.trimmingCharacters(in: .whitespaces) == handle else {
                throw .invalid(field: "confirm", message: "type \(handle) to delete this event")
            }
            _ = try await DeleteEvent(visit.container).execute(DeleteEventRequest(event: handle, force: true))
            return "/events?done=deleted"
        }
        _ = try await ChangeEventStatus(visit.container).execute(ChangeEventStatusRequest(event: handle, target: target, force: form["force"] == "on"))
        return "/events/" + EventPage.segment(handle) + "?done=" + action.rawValue
    }
}
