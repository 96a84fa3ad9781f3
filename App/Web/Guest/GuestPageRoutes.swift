import Agenda
import Domain
import Foundation
import Guests
import Tickets
import WebServer

/// A guest's own pages under their personal link, `/i/SECRET`: the page, its answer form, the
/// printable tickets and the calendar file. The link is the only authority; it opens that
/// guest's pages and nothing else. Every link that opens nothing gets the same plain 404, and
/// counts against its client address (`ClientThrottle.linkGuesses`).
enum GuestPageRoutes {
    static let segment = GuestAddresses.pageSegment
    static let prefix = "/\(segment)/"

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.get("/i/:secret") { request in
            await guestPage(face, request) { visit, base in
                let content = try await read(face, visit)
                if let confirming = confirmation(content, base: base, visit: visit) { return confirming }
                return .html(InvitationPage(base: base, content: content, token: visit.token, saved: request.query["saved"] != nil,
                                            confirmed: request.query["confirmed"] != nil).page.html)
            }
        }
        forms.post("/i/:secret/confirm") { request in
            await guestPage(face, request) { visit, base in
                _ = try await ConfirmRegistration(visit.container).execute()
                return .redirect(to: base + "?confirmed=1#rsvp-status")
            }
        }
        forms.post("/i/:secret") { request in
            await guestPage(face, request) { visit, base in
                let invitation = try await ShowInvitation(visit.container).execute()
                do throws(DomainError) {
                    let answer = try InvitationForm.request(request.form, invitation: invitation)
                    _ = try await AnswerInvitation(visit.container).execute(answer)
                    ServerMetrics.count("rsvps", ["via": "link"])
                    return .redirect(to: base + "?saved=1#rsvp-status")
                } catch {
                    // A refused answer is shown beside its field, with what was typed kept.
                    guard error.field != nil, error.category == .invalidData else { throw error }
                    let page = InvitationPage(base: base, content: try await read(face, visit), token: visit.token, typed: request.form, error: error)
                    return .html(page.page.html, status: WebErrors.status(for: error))
                }
            }
        }
        routes.get("/i/:secret/tickets") { request in
            await guestPage(face, request) { visit, _ in
                .html(GuestTicketsMarkup.printable(try await ShowGuestTickets(visit.container).execute()).html)
            }
        }
        routes.get("/i/:secret/calendar.ics") { request in
            await guestPage(face, request) { visit, _ in
                let calendar = try await ExportGuestCalendar(visit.container).execute()
                let text = visit.container.calendarWriter.ics(calendar.entries, name: calendar.name, stampedAt: calendar.stampedAt)
                return WebAnswer.file(Array(text.utf8), type: "text/calendar; charset=utf-8", name: "\(calendar.event.handle.value).ics")
            }
        }
        routes.add(forms)
        return routes
    }

    /// The page of a registration not yet confirmed: its Confirm button, or, past its 24 hours,
    /// that it expired (410); nil for every other guest.
    private static func confirmation(_ content: GuestPageContent, base: String, visit: Visit) -> WebResponse? {
        let invitation = content.invitation
        guard invitation.guest.status == .unconfirmed else { return nil }
        let expired = !Registration.confirmable(registeredAt: invitation.guest.statusChangedAt, at: visit.container.clock.now())
        let page = ConfirmRegistrationPage(invitation: invitation, base: base, token: visit.token, expired: expired)
        return .html(page.page.html, status: expired ? 410 : 200)
    }

    /// The page's content for the visit's link: as read since the store last changed, or read now.
    /// Kept content is the link's own (kept by its digest) and is dropped at every change the
    /// store's watch hears (within a quarter second, whichever process made it) and at every
    /// form this server takes; a link revoked elsewhere may show its page for that long, but
    /// never answers: an answer checks the link again with the event locked. Answers closing
    /// by the clock alone are seen at once.
    private static func read(_ face: WebFace, _ visit: Visit) async throws(DomainError) -> GuestPageContent {
        let key = visit.container.tokenGenerator.digest(visit.container.guestLink ?? "")
        if let content = face.invitations.drawing(key),
           content.invitation.open == content.invitation.event.takesAnswers(at: visit.container.clock.now()) {
            return content
        }
        let generation = face.invitations.generation
        let content = GuestPageContent(invitation: try await ShowInvitation(visit.container).execute(),
                                       tickets: try await ShowGuestTickets(visit.container).execute(),
                                       programme: try await ExportGuestCalendar(visit.container).execute())
        face.invitations.keep(content, for: key, drawnIn: generation)
        return content
    }

    /// Runs `answer` for the guest whose link the request holds, answering every failure as a
    /// page; a link that opens nothing counts against its client (`ClientThrottle.linkGuesses`).
    private static func guestPage(_ face: WebFace, _ request: WebRequest,
                                  _ answer: (Visit, String) async throws -> WebResponse) async -> WebResponse {
        let secret = request.parameters["secret"] ?? ""
        let visit = face.visit(request, guestLink: secret)
        do {
            return visit.finish(try await answer(visit, prefix + secret))
        } catch {
            let error = error as? DomainError ?? .io(field: "server", message: "could not answer; try again")
            if error == .linkInvalid, await face.throttles(.linkGuesses, afterAttemptBy: request.client) { return visit.finish(tooManyAttempts) }
            return visit.finish(failure(error))
        }
    }

    private static func failure(_ error: DomainError) -> WebResponse {
        switch error {
        case .linkInvalid: linkNotValid
        case .guestPagesOff: problem("Not available", "The organiser has switched off these pages for now.", status: 403)
        default: problem("Cannot do that", error.reason, status: WebErrors.status(for: error))
        }
    }

    /// Every link that opens nothing, a guest's or a door's.
    static let linkNotValid = problem("Link not valid", "This link is not valid. Ask the organiser for a new one.", status: 404)
    /// A client throttled for trying too many links that opened nothing.
    static let tooManyAttempts = problem("Too many attempts", "Too many links from your address opened nothing; try again in a few minutes.",
                                         status: 429)

    static func problem(_ title: String, _ text: String, status: Int) -> WebResponse {
        .html(Page.problem(title, text, forGuest: true).html, status: status)
    }
}
