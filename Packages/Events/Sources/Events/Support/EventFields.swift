import Domain
import Foundation

/// Parsing and validation of the event fields create and update share, so each rule (and
/// its message) exists once. An optional field given as blank text is an error: on update the
/// exact empty text clears it (`emptyClears`), and nothing else does, so " " never means "none".
enum EventFields {
    static let titleLimit = 200
    static let venueLimit = 200
    static let descriptionLimit = 5000
    static let capacityRange = 1...1_000_000

    static func title(_ raw: String) throws(DomainError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else {
            throw .invalid(field: "title", message: "is empty; give the event a name, like \"Summer Gala 2026\"")
        }
        try checkLength(title, field: "title", limit: titleLimit)
        try UserText.validate(title, field: "title", allowingLineBreaks: false)
        return title
    }

    static func handle(_ raw: String) throws(DomainError) -> Handle {
        try Handle(raw, field: "handle")
    }

    static func timeZone(_ raw: String) throws(DomainError) -> TimeZoneID {
        try TimeZoneID(raw, field: "timezone")
    }

    static func instant(_ raw: String, in zone: TimeZoneID, field: String) throws(DomainError) -> Date {
        try DateTimeInput.parse(raw, in: zone, field: field)
    }

    /// The instant at which clocks in `zone` show what clocks in `old` showed at `date`.
    static func sameWallTime(_ date: Date, from old: TimeZoneID, in zone: TimeZoneID, field: String) throws(DomainError) -> Date {
        let wall = WallTime(date, in: old)
        let instants = wall.instants(in: zone)
        guard instants.count == 1 else {
            let problem = instants.isEmpty
                ? "does not exist in \(zone.identifier) (the clocks jump over it)"
                : "happens more than once in \(zone.identifier) (the clocks go back: \(wall.withOffsets(of: instants, in: zone)))"
            let which = switch field {
            case "starts": "start"
            case "ends": "end"
            default: "closing"
            }
            throw .invalid(field: field, message: "the \(which) time \(wall.iso8601) \(problem); give the \(which) time you mean in the new zone, or keep the instants instead")
        }
        return instants[0]
    }

    static func requireOrder(starts: Date, ends: Date, in zone: TimeZoneID) throws(DomainError) {
        guard ends > starts else {
            throw .invalid(field: "ends", message: "the end (\(ZonedTime.display(ends, in: zone))) must be after the start (\(ZonedTime.display(starts, in: zone))); fix the end or the start")
        }
    }

    static func capacity(_ raw: String, emptyClears: Bool) throws(DomainError) -> Int? {
        guard let text = try given(raw, field: "capacity", emptyClears: emptyClears) else { return nil }
        guard text.wholeMatch(of: /[+-]?[0-9]+/) != nil else {
            throw .invalid(field: "capacity", message: "\(UserText.quoted(raw)) is not a whole number; give the number of people, like 150")
        }
        guard let capacity = Int(text), capacityRange.contains(capacity) else {
            throw .invalid(field: "capacity", message: "\(UserText.quoted(raw)) is out of range; capacity must be from \(capacityRange.lowerBound) to \(capacityRange.upperBound) people")
        }
        return capacity
    }

    static func notify(_ raw: String) throws(DomainError) -> AnswerNotices {
        guard let notices = AnswerNotices(rawValue: raw.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .invalid(field: "notify", message: "\(UserText.quoted(raw)) is not a choice; use each (a mail per answer), daily (one a day) or off")
        }
        return notices
    }

    static func registration(_ raw: String) throws(DomainError) -> RegistrationMode {
        guard let mode = RegistrationMode(rawValue: raw.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .invalid(field: "registration", message: "\(UserText.quoted(raw)) is not a choice; use open (anyone may register), approval (an organiser approves each) or closed")
        }
        return mode
    }

    /// The most people one registration brings besides the registrant: 0 to 20.
    static func registrationParty(_ raw: String) throws(DomainError) -> Int {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard text.wholeMatch(of: /[0-9]+/) != nil, let party = Int(text), party <= 20 else {
            throw .invalid(field: "registration-party", message: "\(UserText.quoted(raw)) is not a number of people from 0 to 20; give how many one registration may bring, like 1")
        }
        return party
    }

    static func currency(_ raw: String) throws(DomainError) -> Currency {
        try Currency(code: raw)
    }

    static func budget(_ raw: String, in currency: Currency, emptyClears: Bool) throws(DomainError) -> Money? {
        guard try given(raw, field: "budget", emptyClears: emptyClears) != nil else { return nil }
        return try Money(parsing: raw, currency: currency, field: "budget")
    }

    static func venue(_ raw: String, emptyClears: Bool) throws(DomainError) -> String? {
        guard let venue = try given(raw, field: "venue", emptyClears: emptyClears) else { return nil }
        try checkLength(venue, field: "venue", limit: venueLimit)
        try UserText.validate(venue, field: "venue", allowingLineBreaks: false)
        return venue
    }

    static func description(_ raw: String, emptyClears: Bool) throws(DomainError) -> String? {
        guard let description = try given(raw, field: "description", emptyClears: emptyClears) else { return nil }
        try checkLength(description, field: "description", limit: descriptionLimit)
        try UserText.validate(description, field: "description", allowingLineBreaks: true)
        return description
    }

    private static func checkLength(_ text: String, field: String, limit: Int) throws(DomainError) {
        guard text.count <= limit else {
            throw .invalid(field: field, message: "is \(text.count) characters long; keep it to \(limit) or fewer")
        }
    }

    /// The trimmed text of an optional field, or nil when it clears the field: only the exact
    /// empty text does, and only where `emptyClears`. Blank text is a mistake, not a request.
    private static func given(_ raw: String, field: String, emptyClears: Bool) throws(DomainError) -> String? {
        if raw.isEmpty, emptyClears { return nil }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            let fix = emptyClears ? "give a value, or '' to clear it" : "give a value, or leave it out"
            throw .invalid(field: field, message: "is blank; \(fix)")
        }
        return text
    }
}
