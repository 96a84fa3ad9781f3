import Domain
import Foundation

/// When a check-in or check-out happened: now, or a time typed in the event's zone that has
/// come already.
enum CheckTime {
    static func parse(_ raw: String?, in event: Event, now: Date) throws(DomainError) -> Date {
        guard let raw, !raw.trimmingCharacters(in: .whitespaces).isEmpty else { return now }
        let at = try DateTimeInput.parse(raw, in: event.timeZone, field: "at")
        guard at <= now else { throw .invalid(field: "at", message: "is in the future; give a time that has come, or none for now") }
        return at
    }
}
