import DesignTokens
import Domain
import Mail

/// An event's reminders as `mail reminders` lists them (when each falls due, and whether it was
/// queued), and the form of `mail remind`: a time in the event's zone, or a span before the
/// event starts (which follows the event if it moves).
struct RemindersPage {
    let reminders: RemindersResponse
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/mail/reminders"
    }

    /// The reminder a posted form asks for: a time, else a span.
    static func request(_ form: [String: String], event: String) -> ReminderRequest {
        let given = { (field: String) in form[field].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }
        return ReminderRequest(event: event, at: given("at"), before: given("before"))
    }

    var content: [Node] {
        let event = reminders.event
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let form = Form(action: Self.path(event.handle.value), items: [
            .field(Field("at", label: "At", .dateTime(typed["at"] ?? "", zone: event.timeZone.identifier),
                         hint: "A time in the event's zone; or leave it empty and give a span below.", error: about("at"))),
            .field(Field("before", label: "Or this long before it starts", .text(typed["before"] ?? ""),
                         hint: "Like 24h, 90m, 2d or 1d12h; it follows the event if the event moves.", error: about("before"), autocomplete: "off")),
        ], buttons: [Button("Schedule the reminder")], token: token,
        error: error.flatMap { ["at", "before"].contains($0.field ?? "") ? nil : $0.message })
        return [
            .document(RemindersPresenter.reminders(reminders, words: .plain).document, topHeadingLevel: 1, links: [:]),
            .tag(.section, [.class("card")], [
                .tag(.h2, text: "Schedule a reminder"),
                .tag(.p, text: "When it falls due, every guest then accepted, with an email and not unsubscribed, is sent one."),
                form.node,
            ]),
        ]
    }
}
