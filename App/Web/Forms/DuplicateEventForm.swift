import DesignTokens
import Domain
import Events

/// The form that duplicates an event, as `events duplicate` does: the new start (a wall-clock
/// time in the event's zone, the source's start until changed), title and handle. What was typed
/// is kept when a rule refuses it, and the refusal is drawn beside its field (or above the form
/// when it names none of them).
struct DuplicateEventForm {
    let source: Event
    /// The fields as posted; empty for a new form.
    var typed: [String: String] = [:]
    var error: DomainError?

    static let fields = ["starts", "title", "handle"]

    /// The request a posted form makes: a blank title or handle is one not given.
    static func request(_ event: String, _ form: [String: String]) -> DuplicateEventRequest {
        return DuplicateEventRequest(event: event, starts: form["starts"] ?? "", title: form.given("title"), handle: form.given("handle"))
    }

    func page(token: Form.Token) -> Page {
        let base = "/events/" + EventPage.segment(source.handle.value)
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let zone = source.timeZone.identifier
        let form = Form(action: base + "/duplicate", items: [
            .field(Field("starts", label: "New start", .dateTime(typed["starts"] ?? WallTime(source.startsAt, in: source.timeZone).iso8601, zone: zone),
                         hint: "In \(zone), the event's zone. Its end, sales windows and sessions move with it.",
                         error: about("starts"), required: true)),
            .field(Field("title", label: "Title", .text(typed["title"] ?? source.title), error: about("title"), autocomplete: "off")),
            .field(Field("handle", label: "Handle", .text(typed["handle"] ?? ""),
                         hint: "Its name in addresses and commands; made from the title when empty.",
                         error: about("handle"), autocomplete: "off")),
        ], buttons: [Button("Duplicate event")], token: token,
        error: error.flatMap { Self.fields.contains($0.field ?? "") ? nil : $0.message })
        let heading = "Duplicate \(source.title)"
        let explanation = "A new draft with this event's settings, guest questions, ticket types and pools, budget lines and agenda, "
            + "moved to the new start. Its guests, tickets, scans, expenses and mail stay with this event."
        return Page(title: heading, content: [.tag(.section, [.class("event-form")], [
            .tag(.h1, text: heading), .tag(.p, text: explanation), form.node, Link("Back to the event", href: base).node,
        ])], signOutToken: token.value)
    }
}
