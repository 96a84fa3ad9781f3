public import Foundation

/// An IANA time zone name ("Europe/Berlin"), checked against the system's zone database.
public struct TimeZoneID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let identifier: String

    public init(_ raw: String, field: String = "timezone") throws(DomainError) {
        let identifier = raw.trimmingCharacters(in: .whitespaces)
        // TimeZone(identifier:) also accepts abbreviations like "CET" and offsets like "GMT+1";
        // only real IANA names are kept so every event has a zone with its daylight-saving rules.
        // The known list alone is not enough: on Linux it lacks current names such as
        // Asia/Kolkata, so any Area/Location name the zone database resolves is accepted too
        // (except Etc/GMT+1 and friends, whose sign is the reverse of what people expect).
        let isAreaLocation = identifier.contains("/") && !identifier.hasPrefix("Etc/")
        guard TimeZone.knownTimeZoneIdentifiers.contains(identifier) || isAreaLocation || identifier == "UTC",
              TimeZone(identifier: identifier) != nil
        else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not an IANA time zone; use a name like Europe/Berlin or America/New_York")
        }
        self.identifier = identifier
    }

    public var timeZone: TimeZone { TimeZone(identifier: identifier)! }

    public var description: String { identifier }

    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
