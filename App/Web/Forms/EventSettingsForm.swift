import DesignTokens
import Domain
import Events
import Foundation

/// An event's settings, as `events update` changes them: every field filled with what the event
/// holds, times as wall-clock times in its zone. What is posted is compared with what was shown,
/// so only the fields the organiser changed reach the use case (a zone changed alone keeps the
/// wall times, or with "keep the instant" the moments, as the command's `--keep-instant`).
struct EventSettingsForm {
    let event: Event
    /// The fields as posted, after a refusal; empty for the event as it is.
    var typed: [String: String] = [:]
    var error: DomainError?

    static let fields = ["title", "handle", "starts", "ends", "timezone", "venue", "description", "capacity", "currency", "budget",
                         "rsvp-closes", "guest-pages", "notify", "registration", "registration-closes", "registration-party"]

    /// What the form shows for `event`: the form's field names and their values.
    static func shown(_ event: Event) -> [String: String] {
        [
            "title": event.title, "handle": event.handle.value, "timezone": event.timeZone.identifier,
            "starts": wall(event.startsAt, event.timeZone), "ends": wall(event.endsAt, event.timeZone),
            "venue": event.venue ?? "", "description": event.description ?? "", "capacity": event.capacity.map(String.init) ?? "",
            "currency": event.currency.code, "budget": event.budget?.decimalString ?? "",
            "rsvp-closes": event.rsvpClosesAt.map { wall($0, event.timeZone) } ?? "", "guest-pages": event.guestPages ? "on" : "",
            "notify": event.notify.rawValue, "registration": event.registration.mode.rawValue,
            "registration-closes": event.registration.closesAt.map { wall($0, event.timeZone) } ?? "",
            "registration-party": String(event.registration.party),
        ]
    }

    /// The update a posted form asks for: the fields that differ from what `event` shows; nil
    /// when none does.
    static func request(_ form: [String: String], for event: Event) -> UpdateEventRequest? {
        let before = shown(event)
        let changed = { (field: String) -> String? in
            // A box left unticked is not posted; any other field not posted is left as it is.
            let now = form[field] ?? (field == "guest-pages" ? "" : before[field] ?? "")
            return now == before[field] ? nil : now
        }
        let request = UpdateEventRequest(
            event: event.handle.value, title: changed("title"), handle: changed("handle"), description: changed("description"),
            starts: changed("starts"), ends: changed("ends"), timeZone: changed("timezone"), venue: changed("venue"),
            capacity: changed("capacity"), currency: changed("currency"), budget: changed("budget"), rsvpCloses: changed("rsvp-closes"),
            guestPages: changed("guest-pages").map { $0 == "on" }, notify: changed("notify"), registration: changed("registration"),
            registrationCloses: changed("registration-closes"), registrationParty: changed("registration-party"),
            keepInstant: form["keep-instant"] == "on")
        return fields.contains { changed($0) != nil } ? request : nil
    }

    func page(_ frame: ([Node]) -> Page, token: Form.Token) -> Page {
        let values = typed.isEmpty ? Self.shown(event) : typed
        let value = { (field: String) in values[field] ?? "" }
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let zone = value("timezone")
        let form = Form(action: Self.path(event.handle.value), items: [
            .field(Field("title", label: "Title", .text(value("title")), error: about("title"), required: true, autocomplete: "off")),
            .field(Field("starts", label: "Starts", .dateTime(value("starts"), zone: zone), error: about("starts"), required: true)),
            .field(Field("ends", label: "Ends", .dateTime(value("ends"), zone: zone), error: about("ends"), required: true)),
            .field(Field("timezone", label: "Time zone", .select(EventForm.zones, selected: zone), hint: "The zone the times are in.",
                         error: about("timezone"))),
            .field(Field("keep-instant", label: "Keep the instant", .checkbox(checked: values["keep-instant"] == "on"),
                         hint: "When the zone changes: keep the moments and show them in the new zone, rather than the wall times.")),
            .field(Field("venue", label: "Venue", .text(value("venue")), error: about("venue"))),
            .field(Field("description", label: "Description", .textarea(value("description"), rows: 4), error: about("description"))),
            .field(Field("capacity", label: "Capacity", .number(value("capacity"), min: 1, max: nil),
                         hint: "People who may come, guests and their parties; empty for no limit.", error: about("capacity"))),
            .field(Field("currency", label: "Currency", .text(value("currency")), hint: "ISO 4217, like EUR.", error: about("currency"),
                         autocomplete: "off")),
            .field(Field("budget", label: "Budget", .money(value("budget"), currency: value("currency")), hint: "Empty for none.",
                         error: about("budget"))),
            .field(Field("rsvp-closes", label: "Answers close", .dateTime(value("rsvp-closes"), zone: zone),
                         hint: "When guests stop changing their answers on their own pages; empty keeps them open until the event ends.",
                         error: about("rsvp-closes"))),
            .field(Field("guest-pages", label: "Guests' pages open", .checkbox(checked: values["guest-pages"] == "on"),
                         hint: "Off: every guest's personal link refuses.", error: about("guest-pages"))),
            .field(Field("notify", label: "Mail me the answers", .radios(Self.notices, selected: value("notify")),
                         hint: "Guests' answers on their own pages, mailed to the owners and organisers.", error: about("notify"))),
            .field(Field("registration", label: "Registration", .radios(Self.registrations, selected: value("registration")),
                         hint: "Who may register on the event's public page, \(RegistrationRoutes.path(event.handle.value)), once it is published.",
                         error: about("registration"))),
            .field(Field("registration-closes", label: "Registration closes", .dateTime(value("registration-closes"), zone: zone),
                         hint: "Empty keeps it open until the event ends.", error: about("registration-closes"))),
            .field(Field("registration-party", label: "People one registration brings", .number(value("registration-party"), min: 0, max: 20),
                         hint: "Besides the person registering; 0 for one person each.", error: about("registration-party"))),
            .field(Field("handle", label: "Handle", .text(value("handle")),
                         hint: "Its name in addresses and commands: lower-case letters, digits and hyphens. Links to the old one stop working.",
                         error: about("handle"), autocomplete: "off")),
        ], buttons: [Button("Save the settings")], token: token,
        error: error.flatMap { Self.fields.contains($0.field ?? "") ? nil : $0.message })
        return frame([.tag(.section, [.class("event-form")], [.tag(.h1, text: "Settings"), form.node])])
    }

    private static let registrations = [
        Field.Option("closed", "Closed: guests are invited"),
        Field.Option("open", "Open: anyone with the link registers, confirming by mail"),
        Field.Option("approval", "With approval: an organiser approves each registration"),
    ]

    private static let notices = [
        Field.Option("each", "Each answer as it comes"),
        Field.Option("daily", "Once a day, the day's answers"),
        Field.Option("off", "No mail"),
    ]

    static func path(_ handle: String) -> String {
        "/events/" + EventPage.segment(handle) + "/settings"
    }

    /// A wall time as a date-time control holds it: `2027-06-12T19:00`.
    private static func wall(_ instant: Date, _ zone: TimeZoneID) -> String {
        let wall = WallTime(instant, in: zone)
        let minutes = String(format: "%04d-%02d-%02dT%02d:%02d", wall.year, wall.month, wall.day, wall.hour, wall.minute)
        return wall.second == 0 ? minutes : minutes + String(format: ":%02d", wall.second)
    }
}
