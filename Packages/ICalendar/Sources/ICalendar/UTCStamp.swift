import Foundation

/// DATE-TIME values in UTC (RFC 5545 section 3.3.5, form 2): "20261024T073000Z". UTC needs no
/// VTIMEZONE and means the same instant in every calendar program; each shows it in its own
/// zone. Seconds below one are dropped: the format has none.
enum UTCStamp {
    static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1
        let time = seconds - days * 86_400
        let parts = utc.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(days * 86_400)))
        return pad(parts.year!, 4) + pad(parts.month!, 2) + pad(parts.day!, 2) + "T"
            + pad(time / 3600, 2) + pad(time / 60 % 60, 2) + pad(time % 60, 2) + "Z"
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
