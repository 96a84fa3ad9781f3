public import Foundation

/// An IANA time zone, by its canonical tz database name ("Europe/Berlin", "Etc/UTC").
public struct TimeZoneID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let identifier: String
    let rules: ZoneRules

    /// Accepts every name the system's tz database knows, links included, and keeps the zone's
    /// canonical name: "US/Eastern" becomes "America/New_York", "UTC" becomes "Etc/UTC".
    /// Foundation's `TimeZone(identifier:)` alone is not the test: it also takes abbreviations
    /// ("PST") and offsets ("GMT+1") that name no place's rules.
    public init(_ raw: String, field: String = "timezone") throws(DomainError) {
        let name = raw.trimmingCharacters(in: .whitespaces)
        guard let canonical = TimeZoneDatabase.canonicalNames[name], let rules = ZoneRules.named(canonical) else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not an IANA time zone; use a name like Europe/Berlin or America/New_York")
        }
        identifier = canonical
        self.rules = rules
    }

    public var timeZone: TimeZone { rules.timeZone }

    /// A Gregorian calendar in this zone, made once per zone: making one costs more than using it.
    var calendar: Calendar { rules.calendar }

    public var description: String { identifier }

    public static func == (lhs: TimeZoneID, rhs: TimeZoneID) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
