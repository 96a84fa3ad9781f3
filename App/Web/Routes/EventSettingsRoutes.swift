import DesignTokens
import Domain
import Events
import WebServer

/// `/events/EVENT/settings`: every field of the event, changed through the same use case as
/// `events update`. A refusal is drawn beside its field with what was typed kept (422); success
/// comes back to the settings, under the new handle if it changed, saying what was saved.
/// Staff, who may not edit the event, are refused the page as `events update` refuses them.
enum EventSettingsRoutes {
    static let tab = EventTab(title: "Settings", path: "settings", permission: .editEvent)

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/settings", face) { request, visit throws(DomainError) in
            let handle = request.parameters["event"] ?? ""
            let event = try await EventAccess(visit.container).event(handle, for: .editEvent)
            let notice = request.query["done"].flatMap { notices[$0] }.map { Notice($0) }
            return EventSettingsForm(event: event).page(await EventPage.page(handle, tab: tab.path, visit: visit, notice: notice), token: visit.token)
        }
        forms.post("/events/:event/settings", face) { request, visit throws(DomainError) in
            let handle = request.parameters["event"] ?? ""
            let unchanged = EventSettingsForm.path(handle) + "?done=unchanged"
            // Only the fields that differ from the event as it is are sent.
            guard let update = EventSettingsForm.request(request.form, for: try await EventAccess(visit.container).event(handle, for: .editEvent)) else {
                return unchanged
            }
            do throws(DomainError) {
                return EventSettingsForm.path(try await UpdateEvent(visit.container).execute(update).event.handle.value) + "?done=saved"
            } catch where error == .nothingToChange {
                return unchanged
            }
        } redraw: { request, visit, error throws(DomainError) in
            let handle = request.parameters["event"] ?? ""
            let form = EventSettingsForm(event: try await EventAccess(visit.container).event(handle, for: .editEvent), typed: request.form, error: error)
            return form.page(await EventPage.page(handle, tab: tab.path, visit: visit), token: visit.token)
        }
        routes.add(forms)
        return routes
    }

    private static let notices = ["saved": "Settings saved.", "unchanged": "Nothing to change: the event is as it was."]
}
