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

    /// A name the store wrote, canonical when it was written: its zone file and rules are looked
    /// up, not the database's list of names, which reads all of tzdata.zi (a third of a short
    /// listing's work). Foundation also knows abbreviations ("PST"), which have no file.
    init(stored name: String) throws(DomainError) {
        guard !name.hasPrefix("/"), !name.contains(".."),
              TimeZoneDatabase.hasZoneFile(named: name) || TimeZoneDatabase.canonicalNames[name] == name,
              let rules = ZoneRules.named(name), rules.timeZone.identifier == name else {
            throw .invalid(field: "timezone", message: "\(UserText.quoted(name)) is not an IANA time zone")
        }
        identifier = name
        self.rules = rules
    }

    private init(identifier: String, rules: ZoneRules) {
        self.identifier = identifier
        self.rules = rules
    }

    /// UTC, known without reading the database.
    public static let utc = TimeZoneID(identifier: "Etc/UTC", rules: .utc)

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
