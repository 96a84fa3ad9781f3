import Domain
import Foundation

/// When a reminder falls due: `--at` a time in the event's zone, or `--before` a span such as
/// `24h`, `90m`, `2d` or `1d12h` before the event starts.
enum ReminderTime {
    static func span(_ text: String) throws(DomainError) -> TimeInterval {
        let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
        var total: TimeInterval = 0
        var digits = ""
        var units = 0
        for character in typed {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            guard let value = Int(digits), let unit = unitSeconds[character], digits.count <= 6 else { throw invalid(text) }
            total += TimeInterval(value) * unit
            digits = ""
            units += 1
        }
        guard digits.isEmpty, units > 0, total > 0 else { throw invalid(text) }
        return total
    }

    private static let unitSeconds: [Character: TimeInterval] = ["d": 86_400, "h": 3_600, "m": 60]

    private static func invalid(_ text: String) -> DomainError {
        .invalid(field: "before", message: "\(UserText.quoted(text)) is not a span of time; give one like 24h, 90m, 2d or 1d12h")
    }
}
