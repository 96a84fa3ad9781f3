import Domain
import Foundation
import Shifts
import WebServer

/// A volunteer's own page under their personal link, `/v/SECRET`: the page, its sign-up and
/// leave forms, and the calendar file of their shifts. The link is the only authority; every
/// link that opens nothing gets the guests' same plain 404 and counts against its client
/// address in the same throttle (`ClientThrottle.linkGuesses`).
enum VolunteerPageRoutes {
    static let segment = VolunteerAddress.segment
    static let prefix = "/\(segment)/"

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.get("/v/:secret") { request in
            await volunteerPage(face, request) { visit, secret, base in
                let content = try await ShowVolunteerPage(visit.container).execute(secret: secret)
                return .html(VolunteerPageMarkup(base: base, content: content, token: visit.token, done: done(request.query)).page.html)
            }
        }
        forms.post("/v/:secret/sign-up") { request in
            await seatForm(face, request) { visit, seatRequest throws(DomainError) in
                let seat = try await SignUpForShift(visit.container).execute(seatRequest)
                return "signed-up=\(seat.shift.number)&member=\(seat.member.number)"
            }
        }
        forms.post("/v/:secret/leave") { request in
            await seatForm(face, request) { visit, seatRequest throws(DomainError) in
                let seat = try await LeaveShift(visit.container).execute(seatRequest)
                return "left=\(seat.shift.number)&member=\(seat.member.number)"
            }
        }
        routes.get("/v/:secret/shifts.ics") { request in
            await volunteerPage(face, request) { visit, secret, _ in
                let calendar = try await ExportVolunteerCalendar(visit.container).execute(secret: secret)
                let text = visit.container.calendarWriter.ics(calendar.entries, name: calendar.name, stampedAt: calendar.stampedAt)
                return WebAnswer.file(Array(text.utf8), type: "text/calendar; charset=utf-8", name: "\(calendar.event.value)-shifts.ics")
            }
        }
        routes.add(forms)
        return routes
    }

    /// A sign-up or leaving: done, back to the page saying so; refused for a reason a person can
    /// act on, the page again with the reason on top and nothing changed.
    private static func seatForm(_ face: WebFace, _ request: WebRequest,
                                 _ change: @escaping (Visit, VolunteerSeatRequest) async throws(DomainError) -> String) async -> WebResponse {
        await volunteerPage(face, request) { visit, secret, base in
            let form = request.form
            let seatRequest = VolunteerSeatRequest(secret: secret, shift: form["shift"] ?? "", member: form["member"], role: form["role"])
            do throws(DomainError) {
                return .redirect(to: base + "?" + (try await change(visit, seatRequest)) + "#my-shifts")
            } catch {
                guard error != .linkInvalid, error.category == .invalidData else { throw error }
                let content = try await ShowVolunteerPage(visit.container).execute(secret: secret)
                let page = VolunteerPageMarkup(base: base, content: content, token: visit.token, refusal: error)
                // A shift the form names that is not there is the form's fault, as every refusal here is: never the link's 404.
                return .html(page.page.html, status: 422)
            }
        }
    }

    /// What the page says of the form that led to it, from its query.
    private static func done(_ query: [String: String]) -> String? {
        if let shift = query["signed-up"], Int(shift) != nil { return "Signed up for shift #\(shift). Thank you!" }
        if let shift = query["left"], Int(shift) != nil { return "You left shift #\(shift)." }
        return nil
    }

    /// Runs `answer` for the volunteer whose link the request holds, answering every failure as a
    /// page; a link that opens nothing counts against its client.
    private static func volunteerPage(_ face: WebFace, _ request: WebRequest,
                                      _ answer: (Visit, String, String) async throws -> WebResponse) async -> WebResponse {
        let secret = request.parameters["secret"] ?? ""
        let visit = face.visit(request)
        do {
            return visit.finish(try await answer(visit, secret, prefix + secret))
        } catch {
            let error = error as? DomainError ?? .io(field: "server", message: "could not answer; try again")
            if error == .linkInvalid, await face.throttles(.linkGuesses, afterAttemptBy: request.client) {
                return visit.finish(GuestPageRoutes.tooManyAttempts)
            }
            return visit.finish(error == .linkInvalid ? GuestPageRoutes.linkNotValid
                : GuestPageRoutes.problem("Cannot do that", error.reason, status: WebErrors.status(for: error)))
        }
    }
}
