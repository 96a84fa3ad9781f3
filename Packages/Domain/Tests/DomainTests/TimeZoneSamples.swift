import Foundation

/// Zones for the property tests: every zone of the machine's tz database (tzdata.zi's `Z` lines),
/// or Foundation's list where there is no tzdata.zi.
enum TimeZoneSamples {
    static let zoneNames: [String] = {
        guard let text = try? String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8) else {
            return TimeZone.knownTimeZoneIdentifiers.sorted()
        }
        return text.split(separator: "\n").filter { $0.hasPrefix("Z ") }.map { String($0.split(separator: " ")[1]) }.sorted()
    }()
}
