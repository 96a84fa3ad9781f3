import Domain
import Foundation

/// Parsing and validation of the event fields create and update share, so each rule (and
/// its message) exists once. Optional fields read an empty text as "none".
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
        try rejectControlCharacters(in: title, field: "title", allowingLineBreaks: false)
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
            throw .invalid(field: field, message: "the \(field == "starts" ? "start" : "end") time \(wall.iso8601) \(problem); pass --\(field) with the time you mean in the new zone, or --keep-instant to keep the instants")
        }
        return instants[0]
    }

    static func requireOrder(starts: Date, ends: Date, in zone: TimeZoneID) throws(DomainError) {
        guard ends > starts else {
            throw .invalid(field: "ends", message: "the end (\(ZonedTime.display(ends, in: zone))) must be after the start (\(ZonedTime.display(starts, in: zone))); fix --ends or --starts")
        }
    }

    static func capacity(_ raw: String) throws(DomainError) -> Int? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        guard text.wholeMatch(of: /[+-]?[0-9]+/) != nil else {
            throw .invalid(field: "capacity", message: "'\(raw)' is not a whole number; give the number of people, like 150")
        }
        guard let capacity = Int(text), capacityRange.contains(capacity) else {
            throw .invalid(field: "capacity", message: "'\(raw)' is out of range; capacity must be from \(capacityRange.lowerBound) to \(capacityRange.upperBound) people")
        }
        return capacity
    }

    static func currency(_ raw: String) throws(DomainError) -> Currency {
        try Currency(code: raw)
    }

    static func budget(_ raw: String, in currency: Currency) throws(DomainError) -> Money? {
        guard !raw.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return try Money(parsing: raw, currency: currency, field: "budget")
    }

    static func venue(_ raw: String) throws(DomainError) -> String? {
        let venue = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !venue.isEmpty else { return nil }
        try checkLength(venue, field: "venue", limit: venueLimit)
        try rejectControlCharacters(in: venue, field: "venue", allowingLineBreaks: false)
        return venue
    }

    static func description(_ raw: String) throws(DomainError) -> String? {
        let description = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !description.isEmpty else { return nil }
        try checkLength(description, field: "description", limit: descriptionLimit)
        try rejectControlCharacters(in: description, field: "description", allowingLineBreaks: true)
        return description
    }

    private static func checkLength(_ text: String, field: String, limit: Int) throws(DomainError) {
        guard text.count <= limit else {
            throw .invalid(field: field, message: "is \(text.count) characters long; keep it to \(limit) or fewer")
        }
    }

    /// Control characters (escape sequences above all) would reach other people's terminals.
    private static func rejectControlCharacters(in text: String, field: String, allowingLineBreaks: Bool) throws(DomainError) {
        let allowed: Set<Unicode.Scalar> = allowingLineBreaks ? ["\n", "\r", "\t"] : []
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && !allowed.contains($0) }) else {
            let hint = allowingLineBreaks ? "only line breaks and tabs are allowed" : "write it on one line without tabs"
            throw .invalid(field: field, message: "contains a control character; \(hint)")
        }
    }
}
