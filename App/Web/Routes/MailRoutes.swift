import Auth
import DesignTokens
import Domain
import Guests
import Mail
public import WebServer

/// An event's mail: the outbox as `mail outbox` shows it (every message, its state and the
/// server's last reply; `?status=` filters it, `?format=json|csv`), with a retry of the failed
/// messages, all or one (`mail retry`), a cancel of the queued ones (`mail cancel`), the reminders (`mail reminders`, `mail remind`) and the
/// invitations' form (`guests invite`); and the store's mail set-up at `/mail/setup` (`mail
/// setup`, `mail test`). A refusal is drawn beside its field; success comes back to the outbox
/// saying how many were queued.
public enum MailRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Mail", path: "mail", permission: .mail)
    public static let eventTabs = [tab]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.eventPage(tab, face, filters: { filter in
            [filter.select("status", label: "State", MailStatus.self)]
        }, actions: { event, _ in
            [.tag(.p, [.class("page-links")], [.tag(.a, [.class("button"), .href(InvitationsPage.path(event))], text: "Invite guests"),
                                               .text(" · "), .tag(.a, [.href(path(event) + "/retry")], text: "Retry failed mail"),
                                               .text(" · "), .tag(.a, [.href(path(event) + "/cancel")], text: "Cancel queued mail"),
                                               .text(" · "), .tag(.a, [.href(RemindersPage.path(event))], text: "Reminders"),
                                               .text(" · "), .tag(.a, [.href(MailSetupPage.path)], text: "Mail set-up")])]
        }, notice: notice) { visit, event in
            let status = try ListFilter(request: visit.request).choice("status", of: MailStatus.self)
            return OutboxPresenter.outbox(try await ShowOutbox(visit.container).execute(event: event, status: status), words: .plain)
        }
        routes.page("/events/:event/mail/retry", face) { request, visit throws(DomainError) in
            try await retryPage(request, visit)
        }
        forms.post("/events/:event/mail/retry", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let named = (request.form["message"] ?? "").trimmingCharacters(in: .whitespaces)
            let retried = try await RetryMail(visit.container).execute(event: event, messages: named.isEmpty ? [] : [named])
            return path(retried.event.handle.value) + "?done=retried&count=\(retried.messages.count)"
        } redraw: { request, visit, error throws(DomainError) in
            try await retryPage(request, visit, typed: request.form, error: error)
        }
        routes.page("/events/:event/mail/cancel", face) { request, visit throws(DomainError) in
            try await cancelPage(request, visit)
        }
        forms.post("/events/:event/mail/cancel", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let all = request.form["all"] == "on"
            let named = (request.form["message"] ?? "").trimmingCharacters(in: .whitespaces)
            guard all || !named.isEmpty else {
                throw .invalid(field: "message", message: "give the message to cancel, or tick every queued message")
            }
            let cancelled = try await CancelMail(visit.container).execute(event: event, messages: all ? [] : [named], all: all)
            return path(cancelled.cancelled.event.handle.value) + "?done=cancelled&count=\(cancelled.cancelled.messages.count)&sending=\(cancelled.beingSent.count)"
        } redraw: { request, visit, error throws(DomainError) in
            try await cancelPage(request, visit, typed: request.form, error: error)
        }
        routes.page("/events/:event/invite", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            // Refused to staff as its post is, rather than a form that can only be refused.
            _ = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            return await EventPage.page(event, tab: tab.path, visit: visit)(InvitationsPage(event: event, token: visit.token).content())
        }
        // "Preview" answers with the page and the invitation as one guest would get it; nothing is queued.
        forms.post("/events/:event/invite", face, answer: { request, visit throws(DomainError) -> FormAnswer in
            let event = request.parameters["event"] ?? ""
            let asked = try InvitationsPage.request(request.form, event: event)
            guard request.form["preview"] != "yes" else {
                let preview = try await PreviewInvitation(visit.container).execute(event: event, guest: asked.guests.first, subject: asked.subject, note: asked.note)
                let page = InvitationsPage(event: event, token: visit.token, typed: request.form, preview: preview)
                return .page(await EventPage.page(event, tab: tab.path, visit: visit)(page.content()))
            }
            let invited = try await InviteGuests(visit.container).execute(asked)
            return .redirect(path(invited.event.handle.value) + "?done=invited&count=\(invited.queued.count)&skipped=\(invited.skipped.count)")
        }) { request, visit, error throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let page = InvitationsPage(event: event, token: visit.token, typed: request.form, error: error)
            return await EventPage.page(event, tab: tab.path, visit: visit)(page.content())
        }
        routes.page("/events/:event/mail/reminders", face) { request, visit throws(DomainError) in
            try await remindersPage(request, visit)
        }
        forms.post("/events/:event/mail/reminders", face) { request, visit throws(DomainError) in
            let scheduled = try await ScheduleReminder(visit.container).execute(RemindersPage.request(request.form, event: request.parameters["event"] ?? ""))
            return RemindersPage.path(scheduled.event.handle.value) + "?done=scheduled"
        } redraw: { request, visit, error throws(DomainError) in
            try await remindersPage(request, visit, typed: request.form, error: error)
        }
        forms.post("/events/:event/mail/reminders/cancel", face) { request, visit throws(DomainError) in
            let left = try await CancelReminder(visit.container).execute(event: request.parameters["event"] ?? "", reminder: request.form["reminder"] ?? "")
            return RemindersPage.path(left.event.handle.value) + "?done=cancelled"
        } redraw: { request, visit, error throws(DomainError) in
            try await remindersPage(request, visit, typed: request.form, error: error)
        }
        routes.page(MailSetupPage.path, face) { request, visit throws(DomainError) in
            try await setupPage(request, visit)
        }
        forms.post(MailSetupPage.path, face) { request, visit throws(DomainError) in
            let change = try MailSetupPage.request(request.form)
            let typed = request.form["password"] ?? ""
            let staged = typed.isEmpty ? nil : try visit.container.mailPassword.stage(typed)
            do throws(DomainError) {
                let known = staged != nil ? true : try visit.container.mailPassword.read() != nil
                _ = try await SetUpMail(visit.container).execute(change, passwordKnown: known)
            } catch {
                staged?.discard()
                throw error
            }
            try staged?.keep()
            return MailSetupPage.path + "?done=saved"
        } redraw: { request, visit, error throws(DomainError) in
            // A password is typed again, never drawn back: the password field, nor an address refused for holding one.
            let secret = error.field == "smtp" ? ["password", "smtp"] : ["password"]
            return try await setupPage(request, visit, typed: request.form.filter { !secret.contains($0.key) }, error: error)
        }
        // The server's reply is the answer itself: a test sends at once and says what came back.
        forms.post(MailSetupPage.path + "/test", face, answer: { request, visit throws(DomainError) -> FormAnswer in
            let address = request.form["address"] ?? ""
            let delivery = try await SendTestMail(visit.container).execute(to: address, password: try visit.container.mailPassword.read())
            return .page(try await setupPage(request, visit, typed: ["address": address], tested: MailSetupPresenter.test(delivery, to: address)))
        }) { request, visit, error throws(DomainError) in
            try await setupPage(request, visit, typed: ["address": request.form["address"] ?? ""], error: error)
        }
        routes.add(forms)
        return routes
    }

    /// The store's mail set-up, the form that changes it and the one that tries it.
    private static func setupPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:], error: DomainError? = nil,
                                  tested: Presentation? = nil) async throws(DomainError) -> Page {
        let account = try await WhoAmI(visit.container).execute()
        let setup = try await ShowMailSetup(visit.container).execute(passwordKnown: try visit.container.mailPassword.read() != nil)
        let page = MailSetupPage(setup: setup, token: visit.token, ownAddress: account.email.value, tested: tested, typed: typed, error: error)
        let notice = request.query["done"] == "saved" ? Notice("The mail set-up is saved.") : nil
        return Page(title: "Mail set-up", content: page.content, signOutToken: visit.csrf, notice: notice)
    }

    private static func remindersPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                      error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let page = RemindersPage(reminders: try await ListReminders(visit.container).execute(event: event), token: visit.token,
                                 typed: typed, error: error)
        let said = ["scheduled": "The reminder is scheduled.", "cancelled": "The reminder is cancelled; it will not be sent."]
        let notice = request.query["done"].flatMap { said[$0] }.map { Notice($0) }
        return await EventPage.page(event, tab: tab.path, visit: visit, notice: notice)(page.content)
    }

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/mail"
    }

    /// The failed messages' retry: every one, or the one whose id (or its beginning) is typed.
    private static func retryPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                  error: DomainError? = nil) async throws(DomainError) -> Page {
        let failed = try await ShowOutbox(visit.container).execute(event: request.parameters["event"] ?? "", status: .failed).messages.count
        return await messagePage(request, visit, action: "retry", title: "Retry failed mail",
                                 said: "\(Plural.of(failed, "failed message")). Retried, each is due now with its attempts counted afresh; a message sent is never sent twice.",
                                 hint: "Its id, or the beginning of it, from the outbox; empty for every failed message.", typed: typed, error: error)
    }

    /// The queued messages' cancel: the one whose id (or its beginning) is typed, or every one.
    private static func cancelPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                   error: DomainError? = nil) async throws(DomainError) -> Page {
        let queued = try await ShowOutbox(visit.container).execute(event: request.parameters["event"] ?? "", status: .queued).messages.count
        return await messagePage(request, visit, action: "cancel", title: "Cancel queued mail",
                                 said: "\(Plural.of(queued, "queued message")). A cancelled message is never sent; one being sent right now goes.",
                                 hint: "Its id, or the beginning of it, from the outbox.", typed: typed, error: error,
                                 more: [Field("all", label: "Every queued message instead", .checkbox(checked: typed["all"] == "on"))])
    }

    /// A form naming one message of the outbox (its id or the beginning of it), for `action`.
    private static func messagePage(_ request: WebRequest, _ visit: Visit, action: String, title: String, said: String, hint: String,
                                    typed: [String: String], error: DomainError?, more: [Field] = []) async -> Page {
        let event = request.parameters["event"] ?? ""
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let form = Form(action: path(event) + "/" + action, items: [
            .field(Field("message", label: "Only this message", .text(typed["message"] ?? ""), hint: hint, error: about("message"), autocomplete: "off")),
        ] + more.map { .field($0) }, buttons: [Button(title.components(separatedBy: " ").first ?? title)], token: visit.token,
        error: error.flatMap { $0.field == "message" ? nil : $0.message })
        return await EventPage.page(event, tab: tab.path, visit: visit)([.tag(.section, [.class("event-form")], [
            .tag(.h1, text: title), .tag(.p, text: said), form.node,
        ])])
    }

    /// What the outbox says after a change: counts read from the query, so nothing but numbers.
    @Sendable private static func notice(_ request: WebRequest) -> String? {
        let count = { (name: String) in request.query[name].flatMap { Int($0) } ?? 0 }
        switch request.query["done"] {
        case "invited":
            let skipped = count("skipped")
            return "\(Plural.of(count("count"), "invitation")) queued\(skipped == 0 ? "" : "; \(skipped) left out: no email, or unsubscribed")."
        case "tickets":
            let skipped = count("skipped")
            return "\(Plural.of(count("count"), "ticket mail")) queued\(skipped == 0 ? "" : "; \(Plural.of(skipped, "ticket")) left out: issued by name, cancelled, or to a guest without an email")."
        case "retried":
            return "\(Plural.of(count("count"), "message")) queued again."
        case "cancelled":
            let sending = count("sending")
            return "\(Plural.of(count("count"), "message")) cancelled\(sending == 0 ? "" : "; \(sending) began sending meanwhile and \(sending == 1 ? "goes" : "go")")."
        default:
            return nil
        }
    }
}
