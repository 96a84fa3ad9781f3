public import Domain
import Foundation

/// What people type for a due time, and the words it is said back in:
///   "3 days before start"   "2 hours after the end"   "1 week 2 days before start"
///   "90 minutes before end"   "start"   "at the end"   or a date-time (read as every time is).
/// Days and weeks count on the event's calendar, hours and minutes elapse (`TaskOffset`).
public enum TaskDueInput {
    public static let example = "write it like \"3 days before start\", \"2 hours after the end\" or a date-time like 2026-12-12T19:00"

    /// Nil for blank text: no due time.
    public static func parse(_ raw: String, in zone: TimeZoneID) throws(DomainError) -> TaskDue? {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if text.isEmpty { return nil }
        if let offset = try offset(text, raw: raw) { return .relative(offset) }
        guard text.first?.isNumber == true, text.contains("-") else {
            throw .invalid(field: "due", message: "\(UserText.quoted(raw)) is not a due time; \(example)")
        }
        return .at(try DateTimeInput.parse(raw, in: zone, field: "due"))
    }

    /// The largest distance taken, either way: a century of days (a template made from a fixed
    /// time says any distance, and must read back).
    static let largestDays = 36_600

    private static func offset(_ text: String, raw: String) throws(DomainError) -> TaskOffset? {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = words.popLast(), let anchor = TaskOffset.Anchor(rawValue: last) else { return nil }
        if words.last == "the" { words.removeLast() }
        if words == ["at"] || words.isEmpty { return TaskOffset(anchor: anchor) }
        guard let direction = words.popLast(), direction == "before" || direction == "after" else { return nil }
        var days = 0, minutes = 0
        var index = 0
        while index < words.count {
            guard index + 1 < words.count, let amount = Int(words[index]), amount >= 0, amount <= 100_000 else {
                throw .invalid(field: "due", message: "\(UserText.quoted(raw)) is not a due time; \(example)")
            }
            switch words[index + 1] {
            case "week", "weeks", "w": days += amount * 7
            case "day", "days", "d": days += amount
            case "hour", "hours", "h": minutes += amount * 60
            case "minute", "minutes", "min", "mins", "m": minutes += amount
            default:
                throw .invalid(field: "due", message: "\(UserText.quoted(words[index + 1])) is not a unit; use weeks, days, hours or minutes; \(example)")
            }
            index += 2
        }
        guard days + minutes / 1440 <= largestDays else {
            throw .invalid(field: "due", message: "\(UserText.quoted(raw)) is more than \(largestDays) days from the event; give a date-time instead")
        }
        let sign = direction == "before" ? -1 : 1
        return TaskOffset(anchor: anchor, days: sign * days, minutes: sign * minutes)
    }

    /// "3 days before the start", "1 day 2 hours after the end", "at the start".
    public static func words(_ offset: TaskOffset) -> String {
        let anchor = "the \(offset.anchor.rawValue)"
        guard offset.days != 0 || offset.minutes != 0 else { return "at \(anchor)" }
        let before = offset.days < 0 || (offset.days == 0 && offset.minutes < 0)
        let days = abs(offset.days), minutes = abs(offset.minutes)
        var parts: [String] = []
        if days > 0 { parts.append(days % 7 == 0 ? Plural.of(days / 7, "week") : Plural.of(days, "day")) }
        if minutes / 60 > 0 { parts.append(Plural.of(minutes / 60, "hour")) }
        if minutes % 60 > 0 { parts.append(Plural.of(minutes % 60, "minute")) }
        return parts.joined(separator: " ") + (before ? " before " : " after ") + anchor
    }
}
