import DesignTokens
import Domain
import Guests
import Mail
public import WebServer

/// An event's mail: the outbox as `mail outbox` shows it (every message, its state and the
/// server's last reply; `?status=` filters it, `?format=json|csv`), with a retry of the failed
/// messages, all or one (`mail retry`), the reminders (`mail reminders`, `mail remind`) and the
/// invitations' form (`guests invite`). A refusal
/// is drawn beside its field; success comes back to the outbox saying how many were queued.
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
                                               .text(" · "), .tag(.a, [.href(RemindersPage.path(event))], text: "Reminders")])]
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
        routes.page("/events/:event/invite", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            // Refused to staff as its post is, rather than a form that can only be refused.
            _ = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            return await EventPage.page(event, tab: tab.path, visit: visit)(InvitationsPage(event: event, token: visit.token).content())
        }
        forms.post("/events/:event/invite", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let invited = try await InviteGuests(visit.container).execute(try InvitationsPage.request(request.form, event: event))
            return path(invited.event.handle.value) + "?done=invited&count=\(invited.queued.count)&skipped=\(invited.skipped.count)"
        } redraw: { request, visit, error throws(DomainError) in
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
        routes.add(forms)
        return routes
    }

    private static func remindersPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                      error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let page = RemindersPage(reminders: try await ListReminders(visit.container).execute(event: event), token: visit.token,
                                 typed: typed, error: error)
        let notice = request.query["done"] == "scheduled" ? Notice("The reminder is scheduled.") : nil
        return await EventPage.page(event, tab: tab.path, visit: visit, notice: notice)(page.content)
    }

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/mail"
    }

    /// The failed messages' retry: every one, or the one whose id (or its beginning) is typed.
    private static func retryPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                  error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let outbox = try await ShowOutbox(visit.container).execute(event: event, status: .failed)
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let form = Form(action: path(event) + "/retry", items: [
            .field(Field("message", label: "Only this message", .text(typed["message"] ?? ""),
                         hint: "Its id, or the beginning of it, from the outbox; empty for every failed message.",
                         error: about("message"), autocomplete: "off")),
        ], buttons: [Button("Retry")], token: visit.token, error: error.flatMap { $0.field == "message" ? nil : $0.message })
        let failed = Plural.of(outbox.messages.count, "failed message")
        return await EventPage.page(event, tab: tab.path, visit: visit)([.tag(.section, [.class("event-form")], [
            .tag(.h1, text: "Retry failed mail"),
            .tag(.p, text: "\(failed). Retried, each is due now with its attempts counted afresh; a message sent is never sent twice."),
            form.node,
        ])])
    }

    /// What the outbox says after a change: counts read from the query, so nothing but numbers.
    @Sendable private static func notice(_ request: WebRequest) -> String? {
        let count = { (name: String) in request.query[name].flatMap { Int($0) } ?? 0 }
        switch request.query["done"] {
        case "invited":
            let skipped = count("skipped")
            return "\(Plural.of(count("count"), "invitation")) queued\(skipped == 0 ? "" : "; \(skipped) left out: no email, or unsubscribed")."
        case "retried":
            return "\(Plural.of(count("count"), "message")) queued again."
        default:
            return nil
        }
    }
}
