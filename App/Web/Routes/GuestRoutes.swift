import DesignTokens
import Domain
import Events
import Guests
import Mail
import Tickets
import WebServer

/// One guest in the organiser's browser, from the same use cases as the commands: the form of
/// `guests add` (`/events/EVENT/new-guest`), the guest's page (`guests show`), its edit form
/// (`guests update`: only the fields changed are sent), an answer on their behalf (`guests rsvp`)
/// their personal link made, replaced or revoked (`guests link`; a new link is shown once, in the
/// answer to its form, never in a URL), and a removal that first says what becomes of their
/// places and tickets (`guests remove`).
/// A refusal is drawn beside its field with what was typed kept (422); success comes back to
/// the guest's page, or to the list after a removal, saying so. Staff, who may read the list but
/// not change it, see the guest's page without its forms and are refused the rest (403).
enum GuestRoutes {
    static func newGuestPath(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/new-guest"
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        let tab = "guests"
        routes.page("/events/:event/new-guest", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            // Refused to staff as its post is, rather than a form that can only be refused.
            let opened = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: event, countingAnswers: false)).questions
            return GuestForm(event: opened, questions: questions).page(await EventPage.page(event, tab: tab, visit: visit),
                                                                      action: newGuestPath(event), token: visit.token)
        }
        forms.post("/events/:event/new-guest", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: event, countingAnswers: false)).questions
            let added = try await AddGuest(visit.container).execute(try GuestForm.addition(request.form, event: event, questions: questions))
            return GuestPage.path(added.event.handle.value, added.guest.handle.value) + "?done=added"
        } redraw: { request, visit, error throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let opened = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: event, countingAnswers: false)).questions
            let form = GuestForm(event: opened, questions: questions, typed: request.form, error: error)
            return form.page(await EventPage.page(event, tab: tab, visit: visit), action: newGuestPath(event), token: visit.token)
        }

        routes.page("/events/:event/guests/bulk", face) { request, visit throws(DomainError) in
            try await bulkPage(request, visit, filter: try GuestBulkPage.filter(request.query), named: GuestBulkPage.named(request.query))
        }
        // Links are the answer itself, a file to save, never a redirect: their secrets go in no URL.
        forms.post("/events/:event/guests/bulk", face, answer: { request, visit throws(DomainError) -> FormAnswer in
            let event = request.parameters["event"] ?? ""
            let filter = try GuestBulkPage.filter(request.form)
            let named = GuestBulkPage.named(request.form)
            let action = try WebQuery.value(request.form["action"] ?? "", of: GuestBulkPage.Action.self, field: "action")
            switch action {
            case .tag, .untag:
                let tagged = try await TagGuests(visit.container).execute(TagGuestsRequest(event: event, tag: request.form["name"] ?? "",
                                                                                           remove: action == .untag, guests: named, filter: filter))
                return .redirect(ListFilter.href("/events/" + EventPage.segment(tagged.event.handle.value) + "/guests", GuestBulkPage.fields(filter).merging([
                    "done": tagged.removed ? "untagged" : "tagged", "changed": String(tagged.changed), "name": tagged.tag,
                ]) { kept, _ in kept }))
            case .invite:
                let invited = try await InviteGuests(visit.container).execute(InviteGuestsRequest(event: event, guests: named, status: filter.status,
                                                                                                  tag: filter.tag, search: filter.search))
                return .redirect(MailRoutes.path(invited.event.handle.value) + "?done=invited&count=\(invited.queued.count)&skipped=\(invited.skipped.count)")
            case .tickets:
                let sent = try await SendTickets(visit.container).execute(SendTicketsRequest(event: event, unsent: request.form["unsent"] == "on",
                                                                                             guests: try await chosenGuests(event, filter, named, visit)))
                return .redirect(MailRoutes.path(sent.event.handle.value) + "?done=tickets&count=\(sent.mails.count)&skipped=\(sent.skipped.count)")
            case .approve, .decline:
                let decided = try await DecideRegistrations(visit.container).execute(DecideRegistrationsRequest(
                    event: event, guests: try await chosenHandles(event, filter, named, visit), decision: action == .approve ? .approve : .decline))
                return .redirect(ListFilter.href("/events/" + EventPage.segment(decided.event.handle.value) + "/guests", [
                    "done": action == .approve ? "approved" : "declined", "changed": String(decided.guests.count),
                ]))
            case .links:
                let made = try await MakeGuestLinks(visit.container).execute(GuestLinksRequest(event: event, guests: named, filter: filter,
                                                                                               rotate: request.form["rotate"] == "on"))
                let origin = WebAnswer.origin(request)
                return .file(GuestLinksPresenter.links(made, link: { origin + "/i/" + $0 }),
                             name: WebAnswer.downloadName("/events/\(made.event.handle.value)/links"))
            }
        }) { request, visit, error throws(DomainError) in
            try await bulkPage(request, visit, filter: (try? GuestBulkPage.filter(request.form)) ?? GuestFilter(), named: GuestBulkPage.named(request.form),
                               typed: request.form, error: error)
        }
        routes.page("/events/:event/guests/:guest", face) { request, visit throws(DomainError) in
            try await guestPage(request, visit)
        }
        // The new link is the answer itself, never a redirect: its secret goes in no URL.
        forms.post("/events/:event/guests/:guest/link", face, onPage: { _ in false }, answer: { request, visit throws(DomainError) -> FormAnswer in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            let made = try await MakeGuestLink(visit.container).execute(GuestLinkRequest(event: event, guest: guest, rotate: request.form["rotate"] == "yes"))
            return .page(try await guestPage(request, visit, newLink: WebAnswer.origin(request) + "/i/" + made.secret,
                                             notice: made.rotated ? "A new link is made; the old one no longer works." : "The link is made."))
        }) { request, visit, error throws(DomainError) in
            try await guestPage(request, visit, error: error)
        }
        forms.post("/events/:event/guests/:guest/link/revoke", face) { request, visit throws(DomainError) in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            let revoked = try await RevokeGuestLink(visit.container).execute(GuestReference(event: event, guest: guest))
            return GuestPage.path(revoked.event.handle.value, revoked.guest.handle.value) + "?done=revoked"
        } redraw: { request, visit, error throws(DomainError) in
            try await guestPage(request, visit, error: error)
        }
        forms.post("/events/:event/guests/:guest/decision", face) { request, visit throws(DomainError) in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            let decision = try WebQuery.value(request.form["decision"] ?? "", of: DecideRegistrationsRequest.Decision.self, field: "decision")
            let decided = try await DecideRegistrations(visit.container).execute(DecideRegistrationsRequest(event: event, guests: [guest], decision: decision))
            return GuestPage.path(decided.event.handle.value, guest) + "?done=\(decision == .approve ? "approved" : "declined")"
        } redraw: { request, visit, error throws(DomainError) in
            try await guestPage(request, visit, error: error)
        }
        forms.post("/events/:event/guests/:guest/rsvp", face) { request, visit throws(DomainError) in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            let answer = try WebQuery.value(request.form["answer"] ?? "", of: RSVPRequest.Answer.self, field: "answer")
            let shown = try await ShowGuest(visit.container).execute(GuestReference(event: event, guest: guest))
            // The party goes with the answer only when it was changed, as `--party` is given.
            let party = try request.form["party"].flatMap { text throws(DomainError) -> Int? in
                guard text != String(shown.guest.others) else { return nil }
                guard let count = Int(text) else { throw .invalid(field: "party", message: "\(UserText.quoted(text)) is not a whole number") }
                return count
            }
            let answered = try await AnswerRSVP(visit.container).execute(RSVPRequest(event: event, guest: guest, answer: answer, party: party))
            return GuestPage.path(answered.event.handle.value, answered.guest.handle.value) + "?done=answered"
        } redraw: { request, visit, error throws(DomainError) in
            try await guestPage(request, visit, typed: request.form, error: error)
        }

        routes.page("/events/:event/guests/:guest/edit", face) { request, visit throws(DomainError) in
            try await editPage(request, visit)
        }
        forms.post("/events/:event/guests/:guest/edit", face) { request, visit throws(DomainError) in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            // Refused before anything is compared: "nothing to change" is no answer for staff.
            _ = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            let shown = try await ShowGuest(visit.container).execute(GuestReference(event: event, guest: guest))
            let unchanged = GuestPage.path(event, guest) + "?done=unchanged"
            guard let change = try GuestForm.change(request.form, event: event, guest: shown.guest, questions: shown.questions) else { return unchanged }
            do throws(DomainError) {
                let saved = try await UpdateGuest(visit.container).execute(change)
                return GuestPage.path(saved.event.handle.value, saved.guest.handle.value) + (saved.waitlisted ? "?done=waitlisted" : "?done=saved")
            } catch where error == .nothingToChange {
                return unchanged
            }
        } redraw: { request, visit, error throws(DomainError) in
            try await editPage(request, visit, typed: request.form, error: error)
        }

        routes.page("/events/:event/guests/:guest/remove", face) { request, visit throws(DomainError) in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            _ = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            return GuestPage.removal(try await ShowGuest(visit.container).execute(GuestReference(event: event, guest: guest)), token: visit.token)
        }
        forms.post("/events/:event/guests/:guest/remove", face) { request, visit throws(DomainError) in
            let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
            let removed = try await RemoveGuest(visit.container).execute(GuestReference(event: event, guest: guest))
            return "/events/" + EventPage.segment(removed.event.handle.value) + "/guests?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            let shown = try await ShowGuest(visit.container).execute(GuestReference(event: request.parameters["event"] ?? "",
                                                                                      guest: request.parameters["guest"] ?? ""))
            return GuestPage.removal(shown, token: visit.token, error: error)
        }
        routes.add(forms)
        return routes
    }

    /// The bulk form for the guests chosen by their boxes (`named`), else those `filter` keeps,
    /// refused to staff as its post is.
    private static func bulkPage(_ request: WebRequest, _ visit: Visit, filter: GuestFilter, named: [String], typed: [String: String] = [:],
                                 error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        _ = try await EventAccess(visit.container).event(event, for: .changeGuestList)
        var chosen = named.count
        if named.isEmpty {
            chosen = try await ListGuests(visit.container).execute(ListGuestsRequest(event: event, status: filter.status, tag: filter.tag,
                                                                                     search: filter.search, limit: 1)).page.matching
        }
        let page = GuestBulkPage(event: event, filter: filter, named: named, chosen: chosen, token: visit.token, typed: typed, error: error)
        return await EventPage.page(event, tab: "guests", visit: visit)(page.content)
    }

    /// The guests whose tickets the bulk form sends: those named (each must be on the list),
    /// else those `filter` keeps.
    private static func chosenGuests(_ event: String, _ filter: GuestFilter, _ named: [String], _ visit: Visit) async throws(DomainError) -> Set<GuestID> {
        guard named.isEmpty else {
            var ids = Set<GuestID>()
            for guest in named { ids.insert(try await ShowGuest(visit.container).execute(GuestReference(event: event, guest: guest)).guest.id) }
            return ids
        }
        let listed = try await ListGuests(visit.container).execute(ListGuestsRequest(event: event, status: filter.status, tag: filter.tag,
                                                                                     search: filter.search))
        return Set(listed.guests.map(\.id))
    }

    /// The guests a decision names: those chosen by their boxes, else those `filter` keeps.
    private static func chosenHandles(_ event: String, _ filter: GuestFilter, _ named: [String], _ visit: Visit) async throws(DomainError) -> [String] {
        guard named.isEmpty else { return named }
        let listed = try await ListGuests(visit.container).execute(ListGuestsRequest(event: event, status: filter.status, tag: filter.tag,
                                                                                     search: filter.search))
        return listed.guests.map(\.handle.value)
    }

    /// The guest's page: with their mail when the visitor's role may read the outbox, the forms
    /// when it may change the list; with a refusal of an answer given for them, or a link just made.
    private static func guestPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:], error: DomainError? = nil,
                                  newLink: String? = nil, notice: String? = nil) async throws(DomainError) -> Page {
        let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
        let shown = try await ShowGuest(visit.container).execute(GuestReference(event: event, guest: guest))
        let role = await EventPage.role(event, visit)
        let mail = EventPermission.mail.allows(role)
            ? try await ShowOutbox(visit.container).execute(event: event, status: nil, guest: shown.guest.handle.value) : nil
        let said = notice ?? request.query["done"].flatMap { notices(shown)[$0] }
        let history = EventPermission.readLog.allows(role)
            ? try await ShowEventLog(visit.container).execute(EventLogRequest(event: event, about: shown.guest.handle.value)) : nil
        let page = GuestPage(guest: shown, token: visit.token, mayChange: EventPermission.changeGuestList.allows(role), mail: mail,
                             history: history, newLink: newLink, typed: typed, error: error)
        return EventPage.frame(event, tab: "guests", visit: visit, notice: said.map { Notice($0) }, role: role)(page.content)
    }

    /// The edit form, filled with the guest as stored or, after a refusal, as typed.
    private static func editPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                 error: DomainError? = nil) async throws(DomainError) -> Page {
        let (event, guest) = (request.parameters["event"] ?? "", request.parameters["guest"] ?? "")
        // Refused to staff as its post is, rather than a form that can only be refused.
        let opened = try await EventAccess(visit.container).event(event, for: .changeGuestList)
        let shown = try await ShowGuest(visit.container).execute(GuestReference(event: event, guest: guest))
        let form = GuestForm(event: opened, questions: shown.questions, guest: shown.guest, typed: typed, error: error)
        return form.page(await EventPage.page(event, tab: "guests", visit: visit), action: GuestPage.path(event, guest) + "/edit", token: visit.token)
    }

    private static func notices(_ shown: GuestResponse) -> [String: String] {
        ["added": "\(shown.guest.name) is on the list.", "saved": "Saved.", "unchanged": "Nothing to change: the guest is as they were.",
         "waitlisted": "Saved; the bigger party does not fit, so \(shown.guest.name) is waitlisted.",
         "answered": "Answer recorded: \(shown.guest.name) is \(shown.guest.status.rawValue).",
         "revoked": "The link is revoked: it no longer opens their page.",
         "approved": "Approved: \(shown.guest.name) is \(shown.guest.status.rawValue), and is mailed.",
         "declined": "Declined: \(shown.guest.name) is mailed."]
    }
}
