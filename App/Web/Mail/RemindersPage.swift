import DesignTokens
import Domain
import Mail

/// An event's reminders as `mail reminders` lists them (when each falls due, and whether it was
/// queued), the form of `mail remind`: a time in the event's zone, or a span before the event
/// starts (which follows the event if it moves), and that of `mail cancel-reminder`.
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
        return ReminderRequest(event: event, at: form.given("at"), before: form.given("before"))
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
        var content: [Node] = [
            .document(RemindersPresenter.reminders(reminders, words: .plain).document, topHeadingLevel: 1, links: [:]),
            .tag(.section, [.class("card")], [
                .tag(.h2, text: "Schedule a reminder"),
                .tag(.p, text: "When it falls due, every guest then accepted, with an email and not unsubscribed, is sent one."),
                form.node,
            ]),
        ]
        if let cancel = cancelForm { content.append(.tag(.section, [.class("card")], [.tag(.h2, text: "Cancel a reminder"), cancel.node])) }
        return content
    }

    /// `mail cancel-reminder`: one of the reminders still waiting; none waiting, no form.
    private var cancelForm: Form? {
        let event = reminders.event
        let waiting = reminders.reminders.filter { $0.reminder.queuedAt == nil }
        guard !waiting.isEmpty || error?.field == "reminder" else { return nil }
        let options = waiting.map { entry in
            Field.Option(entry.reminder.id.rawValue.uuidString.lowercased(),
                         "\(ShortID.of(entry.reminder.id.rawValue)), due \(ZonedTime.said(entry.due, in: event.timeZone).spoken)")
        }
        return Form(action: Self.path(event.handle.value) + "/cancel", items: [
            .field(Field("reminder", label: "Reminder", .select(options, selected: typed["reminder"] ?? ""),
                         error: error?.field == "reminder" ? error?.reason : nil)),
        ], buttons: [Button("Cancel the reminder", kind: .danger)], token: token)
    }
}
