import DesignTokens
import Domain
import Guests

/// `guests invite` as a form: to the guests named (handles or emails, one per line), or else to
/// every guest of a status (the not yet invited by default); a subject and the organiser's own
/// words above the event's details. Each invitation carries the guest's new personal link.
struct InvitationsPage {
    let event: String
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?

    static let fields = ["guests", "status", "subject", "message"]

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/invite"
    }

    /// The invitations a posted form asks for; named guests win over the status, as in the command.
    static func request(_ form: [String: String], event: String) throws(DomainError) -> InviteGuestsRequest {
        let given = { (field: String) in form[field].flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 } }
        let named = (form["guests"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let status = named.isEmpty ? try given("status").map { text throws(DomainError) in try WebQuery.value(text, of: RSVPStatus.self, field: "status") } : nil
        return InviteGuestsRequest(event: event, guests: named, status: status, subject: given("subject"), note: given("message"))
    }

    func content() -> [Node] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let statuses = RSVPStatus.allCases.map { Field.Option($0.rawValue, $0 == .invited ? "invited (not yet answered)" : $0.rawValue) }
        let form = Form(action: Self.path(event), items: [
            .field(Field("status", label: "To every guest who is", .select(statuses, selected: typed["status"] ?? RSVPStatus.invited.rawValue),
                         hint: "Guests without an email, or who unsubscribed, are left out and named.", error: about("status"))),
            .field(Field("guests", label: "Or to these guests", .textarea(typed["guests"] ?? "", rows: 3),
                         hint: "Handles or emails, one per line; when given, the status above is not used.",
                         error: about("guests") ?? about("guest"))),
            .field(Field("subject", label: "Subject", .text(typed["subject"] ?? ""), hint: "Empty: \u{201C}You're invited: \u{2026}\u{201D} with the title.",
                         error: about("subject"), autocomplete: "off")),
            .field(Field("message", label: "Your message", .textarea(typed["message"] ?? "", rows: 5),
                         hint: "Above the event's details, the guest's link, the calendar file and an unsubscribe link.",
                         error: about("message") ?? about("note"))),
        ], buttons: [Button("Queue the invitations")], token: token,
        error: error.flatMap { (Self.fields + ["guest", "note"]).contains($0.field ?? "") ? nil : $0.message })
        return [.tag(.section, [.class("event-form")], [
            .tag(.h1, text: "Invite guests"),
            .tag(.p, text: "Each invitation carries the guest's new personal link: a link sent before stops working. The outbox sends them."),
            form.node,
        ])]
    }
}
