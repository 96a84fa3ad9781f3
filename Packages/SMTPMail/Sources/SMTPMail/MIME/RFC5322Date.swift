import Foundation

/// The `Date` header's form (RFC 5322 3.3) in UTC: `Tue, 24 Nov 2026 08:42:27 +0000`. Written by
/// hand: a formatter per message costs more than the rest of the headers.
enum RFC5322Date {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"] // 1970-01-01 was a Thursday
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let day = secondOfDay < 0 ? days - 1 : days
        let second = secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay
        let (year, month, dayOfMonth) = civil(fromDays: day)
        let weekday = weekdays[((day % 7) + 7) % 7]
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(weekday), \(dayOfMonth) \(months[month - 1]) \(year) "
            + "\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) +0000"
    }

    /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
