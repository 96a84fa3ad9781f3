import Agenda
import Domain
import Foundation
import Guests
import WebServer

/// An event's public page, `/e/HANDLE`, and registering on it, with the same use cases as
/// every other way onto a guest list. A registration answers with the same page whoever the
/// address belongs to ("check your mail"), so the page tells no one who registered; the mail
/// tells the address's owner. A form a robot filled (`RegistrationForm.honeypot`) gets that same
/// answer and stores nothing. Registrations are counted per client address
/// (`ClientThrottle.registrations`) and per email (`ClientThrottle.registrationsPerEmail`).
/// Confirming is the guest's page's (`GuestPageRoutes`).
enum RegistrationRoutes {
    static let segment = "e"

    static func path(_ event: String) -> String {
        "/\(segment)/" + EventPage.segment(event)
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.get("/e/:event") { request in
            let visit = face.visit(request)
            return visit.finish(await answer(visit) { () throws(DomainError) in
                .html(try await page(request.parameters["event"] ?? "", visit).page.html)
            })
        }
        forms.post("/e/:event") { request in
            let visit = face.visit(request)
            let handle = request.parameters["event"] ?? ""
            let registered = path(handle) + "/registered"
            guard (request.form[RegistrationForm.honeypot] ?? "").isEmpty else { return visit.finish(.redirect(to: registered)) }
            return visit.finish(await answer(visit) { () throws(DomainError) in
                do throws(DomainError) {
                    let event = try await ShowPublicEvent(visit.container).execute(event: handle)
                    let registration = try RegistrationForm.request(request.form, for: event)
                    if await face.throttles(.registrations, afterAttemptBy: request.client) {
                        throw .forbidden(tooManyFromAddress)
                    }
                    if await face.throttles(.registrationsPerEmail, afterAttemptBy: registration.email.trimmingCharacters(in: .whitespaces).lowercased()) {
                        throw .invalid(field: "email", message: ErrorText(tooManyForEmail))
                    }
                    _ = try await RegisterGuest(visit.container).execute(registration)
                    ServerMetrics.count("rsvps", ["via": "registration"])
                    return .redirect(to: registered)
                } catch {
                    // A refusal is shown beside its field (or above the form), with what was typed kept.
                    guard error.field != nil || error == .forbidden(tooManyFromAddress) else { throw error }
                    var page = try await page(handle, visit)
                    (page.typed, page.error) = (request.form, error)
                    return .html(page.page.html, status: error == .forbidden(tooManyFromAddress) ? 429 : WebErrors.status(for: error))
                }
            })
        }
        routes.get("/e/:event/registered") { request in
            let visit = face.visit(request)
            return visit.finish(await answer(visit) { () throws(DomainError) in
                let event = try await ShowPublicEvent(visit.container).execute(event: request.parameters["event"] ?? "")
                return GuestPageRoutes.problem("Check your mail", "We mailed a link to the address you gave. Open it within 24 hours and press "
                                               + "Confirm: until then the registration holds no place at \(event.event.title). Already on the "
                                               + "list? The mail holds the link to your page instead.", status: 200)
            })
        }
        routes.get("/e/:event/calendar.ics") { request in
            let visit = face.visit(request)
            return visit.finish(await answer(visit) { () throws(DomainError) in
                let calendar = try await ExportPublicCalendar(visit.container).execute(event: request.parameters["event"] ?? "")
                let text = visit.container.calendarWriter.ics(calendar.entries, name: calendar.name, stampedAt: calendar.stampedAt)
                return WebAnswer.file(Array(text.utf8), type: "text/calendar; charset=utf-8", name: "\(calendar.event.handle.value).ics")
            })
        }
        routes.add(forms)
        return routes
    }

    private static func page(_ handle: String, _ visit: Visit) async throws(DomainError) -> PublicEventPage {
        let event = try await ShowPublicEvent(visit.container).execute(event: handle)
        return PublicEventPage(event: event, programme: try await ExportPublicCalendar(visit.container).execute(event: handle), token: visit.token)
    }

    /// `body`'s answer, or a page saying why not: a handle that shows nothing is a plain 404.
    private static func answer(_ visit: Visit, _ body: () async throws(DomainError) -> WebResponse) async -> WebResponse {
        do throws(DomainError) {
            return try await body()
        } catch {
            if error.category == .invalidData, error.field == "event" {
                return GuestPageRoutes.problem("Not found", "No event is published at this address.", status: 404)
            }
            return GuestPageRoutes.problem("Cannot do that", error.reason, status: WebErrors.status(for: error))
        }
    }

    static let tooManyFromAddress = "too many registrations from your address in the last hour; try again later"
    static let tooManyForEmail = "too many registrations for this address in the last hour; look for the mail we sent, or try again later"
}
