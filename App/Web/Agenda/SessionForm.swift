import Agenda
import DesignTokens
import Domain
import Foundation

/// A session's fields, as `agenda add` and `update` take them: its title, when (a time of day on
/// a day of the event, or a date and time, read in the event's zone), room, track, speakers one
/// per line ("Name" or "Name <email>"), description and capacity, and whether a conflict refuses
/// the save (`--strict`). Drawn blank, or holding a session's values to edit; what was typed
/// wins after a refusal, drawn beside its field.
struct SessionForm: FieldForm {
    static let names = ["title", "day", "starts", "ends", "room", "track", "speakers", "speaker", "description", "capacity", "strict"]

    let event: Event
    var session: AgendaSession?
    var values: [String: String] = [:]
    var error: DomainError?

    /// What a posted form asks `agenda add`: blanks are options not given.
    static func addition(_ form: [String: String], event: String) throws(DomainError) -> AddSessionRequest {
        AddSessionRequest(event: event, title: form["title"] ?? "", starts: form["starts"] ?? "", ends: form["ends"] ?? "",
                          day: try form.number("day"), room: form.given("room"), track: form.given("track"),
                          speakers: speakers(form), description: form.given("description", blank: .whitespacesAndNewlines),
                          capacity: form.given("capacity"), strict: form["strict"] == "on")
    }

    /// What a posted edit form asks `agenda update`: every field as it stands (emptied: cleared);
    /// the use case finds what differs.
    static func change(_ form: [String: String], event: String, session: String) throws(DomainError) -> UpdateSessionRequest {
        UpdateSessionRequest(event: event, session: session, title: form["title"], starts: form.given("starts"), ends: form.given("ends"),
                             day: try form.number("day"), room: form["room"]?.trimmingCharacters(in: .whitespaces),
                             track: form["track"]?.trimmingCharacters(in: .whitespaces), speakers: form["speakers"].map { _ in speakers(form).isEmpty ? [""] : speakers(form) },
                             description: form["description"]?.trimmingCharacters(in: .whitespacesAndNewlines),
                             capacity: form["capacity"]?.trimmingCharacters(in: .whitespaces), strict: form["strict"] == "on")
    }

    private static func speakers(_ form: [String: String]) -> [String] {
        (form["speakers"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }


    var items: [Form.Item] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let zone = event.timeZone
        let value = { (field: String, current: String?) in values[field] ?? current ?? "" }
        let wall = { (date: Date?) in date.map { WallTime($0, in: zone).iso8601 } }
        let speakers = session?.speakers.map { speaker in speaker.email.map { "\(speaker.name) <\($0.value)>" } ?? speaker.name }
        return [
            .field(Field("title", label: "Title", .text(value("title", session?.title)), error: about("title"), required: true, autocomplete: "off")),
            .field(Field("day", label: "Day of the event", .number(value("day", nil), min: 1, max: nil),
                         hint: "For a time of day: day 1 is \(WallTime(event.startsAt, in: zone).iso8601.prefix(10)).", error: about("day"))),
            .field(Field("starts", label: "Starts", .text(value("starts", wall(session?.startsAt))),
                         hint: "A time of day (10:30) on that day, or a date and time (2027-06-12T10:30), in \(zone.identifier).",
                         error: about("starts"), required: session == nil, autocomplete: "off")),
            .field(Field("ends", label: "Ends", .text(value("ends", wall(session?.endsAt))), hint: "At or before the start: the next day.",
                         error: about("ends"), required: session == nil, autocomplete: "off")),
            .field(Field("room", label: "Room", .text(value("room", session?.room)), error: about("room"), autocomplete: "off")),
            .field(Field("track", label: "Track", .text(value("track", session?.track)), error: about("track"), autocomplete: "off")),
            .field(Field("speakers", label: "Speakers", .textarea(value("speakers", speakers?.joined(separator: "\n")), rows: 3),
                         hint: "One per line: Name, or Name <email>.", error: about("speakers") ?? about("speaker"))),
            .field(Field("description", label: "Description", .textarea(value("description", session?.description), rows: 3),
                         error: about("description"))),
            .field(Field("capacity", label: "Capacity", .number(value("capacity", session?.capacity.map(String.init)), min: 1, max: nil),
                         error: about("capacity"))),
            .field(Field("strict", label: "Refuse it if it conflicts", .checkbox(checked: values["strict"] == "on"),
                         hint: "Otherwise it is saved and its conflicts are shown beside it.", error: about("strict"))),
        ]
    }
}
