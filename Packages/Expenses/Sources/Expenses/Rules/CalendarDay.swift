import Domain
import Foundation

/// A day as ISO 8601 text (`2026-12-01`), checked against the calendar: expenses are dated by
/// the day on the receipt, in no time zone.
enum CalendarDay {
    static func parse(_ raw: String, field: String = "date") throws(DomainError) -> String {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...days(in: month, of: year)).contains(day)
        else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not a day; write it as YYYY-MM-DD, like 2026-12-01")
        }
        return text
    }

    /// Today as clocks in the event's zone show it.
    static func today(_ now: Date, in zone: TimeZoneID) -> String {
        let wall = WallTime(now, in: zone)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(wall.year, 4))-\(padded(wall.month, 2))-\(padded(wall.day, 2))"
    }

    private static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
