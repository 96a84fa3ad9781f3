import DesignTokens
import Domain
import Guests
import Mail

/// `guests invite` as a form: to the guests named (handles or emails, one per line), or else to
/// every guest of a status (the not yet invited by default); a subject and the organiser's own
/// words above the event's details. Each invitation carries the guest's new personal link.
struct InvitationsPage {
    let event: String
    let token: Form.Token
    var typed: [String: String] = [:]
    var error: DomainError?
    /// The invitation as one guest would get it, after "Preview" (`mail preview`).
    var preview: InvitationPreview?

    static let fields = ["guests", "status", "subject", "message"]

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/invite"
    }

    /// The invitations a posted form asks for; named guests win over the status, as in the command.
    static func request(_ form: [String: String], event: String) throws(DomainError) -> InviteGuestsRequest {
        let named = (form["guests"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let status = named.isEmpty ? try form.given("status", blank: .whitespacesAndNewlines).map { text throws(DomainError) in try WebQuery.value(text, of: RSVPStatus.self, field: "status") } : nil
        return InviteGuestsRequest(event: event, guests: named, status: status, subject: form.given("subject", blank: .whitespacesAndNewlines),
                                   note: form.given("message", blank: .whitespacesAndNewlines))
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
        ], buttons: [Button("Queue the invitations"), Button("Preview", name: "preview", value: "yes", kind: .secondary)], token: token,
        error: error.flatMap { (Self.fields + ["guest", "note"]).contains($0.field ?? "") ? nil : $0.message })
        var content: [Node] = [.tag(.section, [.class("event-form")], [
            .tag(.h1, text: "Invite guests"),
            .tag(.p, text: "Each invitation carries the guest's new personal link: a link sent before stops working. The outbox sends them."),
            form.node,
        ])]
        if let preview { content.append(Self.drawn(preview)) }
        return content
    }

    /// The mail as the guest sees it (its HTML part draws this document with the pages' style
    /// sheet), then its plain text part line by line.
    private static func drawn(_ preview: InvitationPreview) -> Node {
        let lines = preview.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return .tag(.section, [.class("card"), .id("preview")], [
            .tag(.h2, text: "Preview: \(preview.subject)"),
            .tag(.p, text: "As \(preview.guest.name) would get it. Their own link and unsubscribe link end in \(PreviewInvitation.standIn) here; "
                 + "queuing the invitations makes the real ones."),
            .tag(.article, [.class("mail-preview")], [.document(preview.document, topHeadingLevel: 3, links: [:])]),
            .tag(.details, [], [.tag(.summary, text: "The plain text part"),
                                .tag(.p, [.class("mail-text")], lines.enumerated().flatMap { index, line -> [Node] in
                                    index == 0 ? [.text(line)] : [.tag(.br, []), .text(line)]
                                })]),
        ])
    }
}
