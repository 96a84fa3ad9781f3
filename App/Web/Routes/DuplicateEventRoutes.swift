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
        routes.get("/events/:event/duplicate") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                // Refused to staff as its post is, rather than a form that can only be refused.
                let event = try await EventAccess(visit.container).event(request.parameters["event"] ?? "", for: .duplicateEvent)
                return visit.finish(.html(DuplicateEventForm(source: event).page(token: visit.token).html))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        forms.post("/events/:event/duplicate") { request in
            let visit = face.visit(request)
            let reference = request.parameters["event"] ?? ""
            do throws(DomainError) {
                do throws(DomainError) {
                    let copy = try await DuplicateEvent(visit.container).execute(DuplicateEventForm.request(reference, request.form))
                    return visit.finish(.redirect(to: "/events/" + EventPage.segment(copy.created.event.handle.value) + "?done=duplicated"))
                } catch {
                    guard error.category == .invalidData else { throw error }
                    let event = try await ShowEvent(visit.container).execute(EventReference(event: reference)).event
                    let form = DuplicateEventForm(source: event, typed: request.form, error: error)
                    return visit.finish(.html(form.page(token: visit.token).html, status: WebErrors.status(for: error)))
                }
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.add(forms)
        return routes
    }
}
