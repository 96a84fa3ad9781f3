import DesignTokens
import Domain
import Events
import Guests
import Tickets
import WebServer

/// Tickets themselves in the organiser's browser, from the same use cases as the commands: the
/// form of `tickets issue` (`/events/EVENT/tickets/issue`, a guest found by name too), a
/// ticket's page with its QR code (`tickets show`), its mail (`tickets send EVENT TICKET`) and
/// its cancellation after a page that asks (`tickets cancel`), every unsent ticket mailed
/// (`tickets send --unsent`), the printable sheet (`tickets sheet`), a ticket's QR code as PNG or
/// SVG (`tickets show --png | --svg`) and the key file of offline doors (`tickets key export`)
/// as downloads. Staff see
/// a ticket's page without its forms and are refused the rest (403).
enum TicketRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/tickets/issue", face) { request, visit throws(DomainError) in
            try await issuePage(request, visit, typed: request.query)
        }
        forms.post("/events/:event/tickets/issue", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let issued = try await issue(try IssueTicketsPage.request(request.form, event: event), visit)
            let path = TicketsRoutes.path(issued.event.handle.value)
            return issued.tickets.count == 1 ? TicketPage.path(issued.event.handle.value, issued.tickets[0].ticket.reference) + "?done=issued"
                : path + "?done=issued&count=\(issued.tickets.count)" + (issued.mailed == nil ? "" : "&mailed=1")
        } redraw: { request, visit, error throws(DomainError) in
            try await issuePage(request, visit, typed: request.form, error: error)
        }
        routes.get("/events/:event/tickets/sheet") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let event = request.parameters["event"] ?? ""
                let sheet = try await PrintTicketSheet(visit.container).execute(TicketSheetRequest(event: event, type: request.query.given("type")))
                return visit.finish(WebAnswer.file(Array(sheet.html.utf8), type: "text/html; charset=utf-8",
                                                   name: WebAnswer.downloadName("/events/\(sheet.event.handle.value)/tickets") + ".html"))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.get("/events/:event/tickets/key") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let key = try await ExportKey(visit.container).execute(EventTicketsRequest(event: request.parameters["event"] ?? ""))
                return visit.finish(WebAnswer.file(Array((key.keyFile.text + "\n").utf8), type: "text/plain; charset=utf-8",
                                                   name: "\(key.event.handle.value).key"))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        for format in [TicketImage.Format.png, .svg] {
            routes.get("/events/:event/tickets/:ticket/qr.\(format.rawValue)") { request in
                let visit = face.visit(request)
                do throws(DomainError) {
                    let shown = try await ticket(request, visit, images: [format])
                    guard let image = shown.images.first, let view = shown.ticket.tickets.first else {
                        throw .invalid(field: "ticket", message: "is cancelled: its code is refused, so it has no QR code")
                    }
                    return visit.finish(WebAnswer.file(image.bytes, type: format == .png ? "image/png" : "image/svg+xml",
                                                       name: "\(view.ticket.reference).\(format.rawValue)"))
                } catch {
                    return visit.finish(WebAnswer.failure(error, visit))
                }
            }
        }
        forms.post("/events/:event/tickets/send", face, onPage: { _ in false }) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let sent = try await SendTickets(visit.container).execute(SendTicketsRequest(event: event, unsent: request.form["unsent"] == "on"))
            return MailRoutes.path(sent.event.handle.value) + "?done=tickets&count=\(sent.mails.count)&skipped=\(sent.skipped.count)"
        } redraw: { request, visit, error throws(DomainError) in
            throw error
        }
        routes.page("/events/:event/tickets/:ticket", face) { request, visit throws(DomainError) in
            let notice = ["issued": "The ticket is issued.", "sent": "Its mail is queued."][request.query["done"] ?? ""].map { Notice($0) }
            return try await ticketPage(request, visit, notice: notice)
        }
        forms.post("/events/:event/tickets/:ticket/send", face) { request, visit throws(DomainError) in
            let shown = try await ticket(request, visit)
            let event = shown.ticket.event.handle.value
            let sent = try await SendTickets(visit.container).execute(SendTicketsRequest(event: event, tickets: shown.ticket.tickets.map(\.ticket.reference)))
            if let skipped = sent.skipped.first { throw .invalid(field: "ticket", message: "is not mailed: \(skipped.reason)") }
            return TicketPage.path(event, request.parameters["ticket"] ?? "") + "?done=sent"
        } redraw: { request, visit, error throws(DomainError) in
            try await ticketPage(request, visit, error: error)
        }
        routes.page("/events/:event/tickets/:ticket/cancel", face) { request, visit throws(DomainError) in
            let shown = try await ticket(request, visit, for: .manageTickets)
            return TicketPage.cancellation(shown.ticket, token: visit.token)
        }
        forms.post("/events/:event/tickets/:ticket/cancel", face) { request, visit throws(DomainError) in
            let shown = try await ticket(request, visit, for: .manageTickets)
            let cancelled = try await CancelTicket(visit.container).execute(TicketReference(ticket: shown.ticket.tickets.first?.ticket.reference ?? ""))
            return TicketsRoutes.path(cancelled.event.handle.value) + "?done=cancelled"
        } redraw: { request, visit, error throws(DomainError) in
            TicketPage.cancellation(try await ticket(request, visit).ticket, token: visit.token, error: error)
        }
        routes.add(forms)
        return routes
    }

    /// `tickets issue`, with a guest typed by name found among the event's guests when the name
    /// is neither a handle nor an email: one match is that guest; several are refused beside
    /// the field, naming them.
    private static func issue(_ asked: IssueTicketsRequest, _ visit: Visit) async throws(DomainError) -> TicketsResponse {
        do throws(DomainError) {
            return try await IssueTickets(visit.container).execute(asked)
        } catch where error.code == "not_found" && error.field == "guest" {
            guard let typed = asked.guest else { throw error }
            let found = try await ListGuests(visit.container).execute(ListGuestsRequest(event: asked.event, search: typed, limit: 6)).guests
            guard found.count == 1 else {
                if found.isEmpty { throw error }
                let named = found.prefix(5).map { "\($0.name) (\($0.handle))" }.joined(separator: ", ")
                throw .invalid(field: "guest", message: "\(UserText.quoted(typed)) matches several guests: \(named)\(found.count > 5 ? ", …" : ""); give their handle or email")
            }
            var one = asked
            one.guest = found[0].handle.value
            return try await IssueTickets(visit.container).execute(one)
        }
    }

    private static func issuePage(_ request: WebRequest, _ visit: Visit, typed: [String: String], error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        // Refused to staff as its post is, rather than a form that can only be refused.
        _ = try await EventAccess(visit.container).event(event, for: .manageTickets)
        let types = try await ListTicketTypes(visit.container).execute(EventTicketsRequest(event: event))
        let page = IssueTicketsPage(types: types, token: visit.token, typed: typed, error: error)
        return await EventPage.page(event, tab: TicketsRoutes.tab.path, visit: visit)(page.content)
    }

    /// The ticket the path names, when it is the path's event's; any other is not found.
    private static func ticket(_ request: WebRequest, _ visit: Visit, for permission: EventPermission = .everyMember,
                               images: [TicketImage.Format] = []) async throws(DomainError) -> ShownTicketResponse {
        let (event, reference) = (request.parameters["event"] ?? "", request.parameters["ticket"] ?? "")
        let opened = try await EventAccess(visit.container).event(event, for: permission)
        let shown = try await ShowTicket(visit.container).execute(ShowTicketRequest(ticket: reference, images: images))
        guard shown.ticket.event.id == opened.id else {
            throw .notFound(field: "ticket", message: "\(opened.handle) has no ticket \(UserText.quoted(reference)); see its tickets")
        }
        return shown
    }

    private static func ticketPage(_ request: WebRequest, _ visit: Visit, notice: Notice? = nil, error: DomainError? = nil) async throws(DomainError) -> Page {
        let shown = try await ticket(request, visit)
        let event = request.parameters["event"] ?? ""
        let role = await EventPage.role(event, visit)
        let reference = shown.ticket.tickets.first?.ticket.reference ?? ""
        let history = EventPermission.readLog.allows(role)
            ? try await ShowEventLog(visit.container).execute(EventLogRequest(event: event, about: reference)) : nil
        let page = TicketPage(shown: shown, token: visit.token, mayChange: EventPermission.manageTickets.allows(role), history: history, error: error)
        return EventPage.frame(event, tab: TicketsRoutes.tab.path, visit: visit, notice: notice, role: role)(page.content)
    }
}
