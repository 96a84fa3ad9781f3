import DesignTokens
import Domain
import Events
import Foundation

/// The form that creates an event, as `events create` does: what was typed kept when a rule
/// refuses it, the refusal beside its field (or above the form when it names none of them).
/// Times are wall-clock times in the zone chosen beside them, as the command takes them.
struct EventForm {
    /// The fields as posted; empty for a new form.
    var typed: [String: String] = [:]
    var error: DomainError?

    /// Every IANA zone this machine knows, once.
    static let zones = TimeZone.knownTimeZoneIdentifiers.sorted().map { Field.Option($0) }

    static let fields = ["title", "handle", "starts", "ends", "timezone", "venue", "description", "capacity", "currency", "budget"]

    /// The request a posted form makes: blanks are fields not given.
    static func request(_ form: [String: String]) -> CreateEventRequest {
        return CreateEventRequest(title: form["title"] ?? "", handle: form.given("handle"), description: form.given("description"),
                                  starts: form["starts"] ?? "", ends: form["ends"] ?? "", timeZone: form["timezone"] ?? "",
                                  venue: form.given("venue"), capacity: form.given("capacity"), currency: form.given("currency"), budget: form.given("budget"))
    }

    func page(token: Form.Token) -> Page {
        let value = { (field: String) in typed[field] ?? "" }
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let zone = typed["timezone"] ?? "Etc/UTC"
        let form = Form(action: "/events", items: [
            .field(Field("title", label: "Title", .text(value("title")), error: about("title"), required: true, autocomplete: "off")),
            .field(Field("starts", label: "Starts", .dateTime(value("starts"), zone: zone), error: about("starts"), required: true)),
            .field(Field("ends", label: "Ends", .dateTime(value("ends"), zone: zone), error: about("ends"), required: true)),
            .field(Field("timezone", label: "Time zone", .select(Self.zones, selected: zone), hint: "The zone the start and end are in.",
                         error: about("timezone"))),
            .field(Field("venue", label: "Venue", .text(value("venue")), error: about("venue"))),
            .field(Field("description", label: "Description", .textarea(value("description"), rows: 4), error: about("description"))),
            .field(Field("capacity", label: "Capacity", .number(value("capacity"), min: 1, max: nil),
                         hint: "People who may come, guests and their parties; empty for no limit.", error: about("capacity"))),
            .field(Field("currency", label: "Currency", .text(value("currency")), hint: "ISO 4217, like EUR; EUR when empty.",
                         error: about("currency"), autocomplete: "off")),
            .field(Field("budget", label: "Budget", .money(value("budget"), currency: typed["currency"].flatMap { $0.isEmpty ? nil : $0 } ?? "EUR"),
                         error: about("budget"))),
            .field(Field("handle", label: "Handle", .text(value("handle")),
                         hint: "Its name in addresses and commands: lower-case letters, digits and hyphens; made from the title when empty.",
                         error: about("handle"), autocomplete: "off")),
        ], buttons: [Button("Create event")], token: token,
        error: error.flatMap { Self.fields.contains($0.field ?? "") ? nil : $0.message })
        return Page(title: "New event", content: [.tag(.section, [.class("event-form")], [.tag(.h1, text: "New event"), form.node])],
                    signOutToken: token.value)
    }
}
